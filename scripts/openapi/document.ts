import path from "node:path";
import * as prettier from "prettier";
import { z } from "zod";
import { ADMIN_COMMAND_HEADER } from "@/lib/admin/admin-command";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { ERRORS, type ErrorCode } from "@/lib/errors";
import { RATE_LIMITS } from "@/lib/limits/rate-limit";
import { ROUTES, TAGS, type Method, type Operation } from "./routes";

export const DOCUMENT_PATH = path.resolve(import.meta.dirname, "../../docs/openapi.json");

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted = z.toJSONSchema(schema, { io }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** `/api/advice/[id]` → `/api/advice/{id}`; a catch-all `[...x]` is one parameter holding the rest. */
function openApiPath(pattern: string): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

function operationId(method: Method, pattern: string): string {
  const words = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\[(?:\.\.\.)?(.*)\]$/, "by-$1"))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join("");
}

function parameters(pattern: string, operation: Operation) {
  const out: JsonSchema[] = [];
  const pathSchema = operation.params ? jsonSchema(operation.params, "input") : undefined;
  for (const [, catchAll, name] of pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    const schema = (pathSchema?.properties as Record<string, JsonSchema> | undefined)?.[name!] ?? { type: "string" };
    const description = catchAll ? "The rest of the path: one or more segments." : undefined;
    out.push({ name, in: "path", required: true, schema, ...(description && { description }) });
  }
  if (operation.query) {
    const query = jsonSchema(operation.query, "input");
    const required = (query.required as string[] | undefined) ?? [];
    for (const [name, schema] of Object.entries(query.properties as Record<string, JsonSchema>)) {
      out.push({ name, in: "query", required: required.includes(name), schema });
    }
  }
  return out;
}

function requestBody(operation: Operation) {
  const { body } = operation;
  if (!body) return undefined;
  if (body instanceof z.ZodType) {
    return { required: true, content: { "application/json": { schema: jsonSchema(body, "input") } } };
  }
  if ("multipart" in body) {
    const schema = {
      type: "object",
      required: [body.multipart],
      properties: { [body.multipart]: { type: "string", contentMediaType: "application/octet-stream" } },
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  const description = "Read exactly as sent: its signature is checked before it is parsed.";
  return { required: true, description, content: { "application/json": { schema: jsonSchema(body.raw, "input") } } };
}

/** The codes an operation can answer: its own, and those that follow from its access, input, limits and method. */
export function errorCodes(method: Method, operation: Operation): ErrorCode[] {
  const codes = new Set<ErrorCode>(operation.errors);
  const add = (...more: ErrorCode[]) => more.forEach((code) => codes.add(code));
  if (operation.access === "session" || operation.access === "admin") add("signed_out", "unauthorized");
  if (operation.access === "admin") add("forbidden");
  if (operation.access === "cron") add("cron_unauthorized");
  if (operation.access === "admin-command") add("unauthorized");
  if (operation.params || operation.query) add("invalid_input");
  if (operation.body instanceof z.ZodType) add("invalid_input", "invalid_json", "unsupported_media_type");
  if (operation.body instanceof z.ZodType || (operation.body && "raw" in operation.body)) {
    add("payload_too_large", "invalid_input");
  }
  if (operation.body && "multipart" in operation.body) add("unsupported_media_type");
  if (operation.limits?.length) add("rate_limited");
  if (operation.dev) add("not_found");
  if (method !== "GET" && !operation.crossSiteAllowed) add("cross_site");
  add("internal");
  return [...codes].sort();
}

/** One response per set of codes a status can carry, shared by every operation that answers it. */
function errorResponse(status: number, codes: ErrorCode[]) {
  return {
    description: codes.map((code) => `\`${code}\``).join(", "),
    ...(status === 429 && { headers: { "Retry-After": { schema: { type: "integer" } } } }),
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: "#/components/schemas/Error" },
            { type: "object", properties: { code: { type: "string", enum: codes } } },
          ],
        },
      },
    },
  };
}

/** The operation's error answers by status, each a reference into `responses` (filled as they are met). */
function errorResponses(codes: ErrorCode[], responses: Record<string, unknown>) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERRORS[code].status, [...(byStatus.get(ERRORS[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => {
      const name = list.join(".");
      responses[name] ??= errorResponse(status, list);
      return [String(status), { $ref: `#/components/responses/${name}` }];
    }),
  );
}

function window(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? "an hour" : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? "a minute" : `${seconds / 60} minutes`;
  return `${seconds} s`;
}

function description(operation: Operation): string | undefined {
  const lines: string[] = [];
  for (const name of operation.limits ?? []) {
    const rule = RATE_LIMITS[name];
    lines.push(`Rate limit \`${name}\`: ${rule.limit} per ${window(rule.windowSeconds)}.`);
  }
  if (operation.dev) lines.push(`Development only: 404 unless the \`${operation.dev}\` surface is on.`);
  return lines.length ? lines.join("\n") : undefined;
}

const SECURITY: Record<Operation["access"], Record<string, string[]>[] | undefined> = {
  none: [],
  optional: [{ session: [] }, {}],
  session: [{ session: [] }],
  admin: [{ session: [] }],
  cron: [{ cronSecret: [] }],
  "admin-command": [{ adminCommand: [] }],
  "stripe-signature": [{ stripeSignature: [] }],
};

function operationObject(method: Method, pattern: string, operation: Operation, responses: Record<string, unknown>) {
  const success = Object.fromEntries(
    operation.answers.map((answer) => {
      const media = answer.media ?? "application/json";
      const schema = answer.schema ? jsonSchema(answer.schema, "output") : undefined;
      const hasBody = answer.status !== 204 && !(answer.status >= 300 && answer.status < 400);
      return [
        String(answer.status),
        { description: answer.description, ...(hasBody && { content: { [media]: schema ? { schema } : {} } }) },
      ];
    }),
  );
  const params = parameters(pattern, operation);
  const body = requestBody(operation);
  const details = description(operation);
  return {
    operationId: operationId(method, pattern),
    tags: [operation.tag],
    summary: operation.summary,
    ...(details && { description: details }),
    security: SECURITY[operation.access],
    ...(operation.access === "admin" && { "x-hearth-admin": true }),
    ...(params.length && { parameters: params }),
    ...(body && { requestBody: body }),
    responses: { ...success, ...errorResponses(errorCodes(method, operation), responses) },
  };
}

/** The OpenAPI 3.1 document of every route in scripts/openapi/routes.ts. */
export function openApiDocument() {
  const responses: Record<string, unknown> = {};
  const paths = Object.fromEntries(
    Object.entries(ROUTES)
      .filter(([, methods]) => Object.keys(methods).length > 0)
      .map(([pattern, methods]) => [
        openApiPath(pattern),
        Object.fromEntries(
          Object.entries(methods).map(([method, operation]) => [
            method.toLowerCase(),
            operationObject(method as Method, pattern, operation, responses),
          ]),
        ),
      ]),
  );
  return {
    openapi: "3.1.1",
    info: {
      title: "Hearth API",
      version: "1",
      description:
        "Generated by `npm run openapi` from scripts/openapi/routes.ts and the routes' zod schemas; " +
        "how the API behaves is in [api.md](api.md).",
    },
    tags: Object.entries(TAGS).map(([name, page]) => ({ name, description: `Behaviour: [${page}](${page}).` })),
    paths,
    components: {
      responses,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: `The session cookie (\`__Secure-${SESSION_COOKIE}\` over HTTPS).`,
        },
        cronSecret: { type: "http", scheme: "bearer", description: "`Authorization: Bearer <CRON_SECRET>`." },
        adminCommand: { type: "apiKey", in: "header", name: ADMIN_COMMAND_HEADER },
        stripeSignature: { type: "apiKey", in: "header", name: "stripe-signature" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string", description: "In the caller's interface language." },
            code: {
              type: "string",
              enum: Object.keys(ERRORS)
                .filter((code) => ERRORS[code as ErrorCode].status > 0)
                .sort(),
            },
            fieldErrors: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "`invalid_input`: a message for each field that failed.",
            },
            waitTime: { type: "integer", description: "429: seconds until another try can succeed." },
            requestId: { type: "string", description: "`internal`: the id the server's log has it under." },
          },
        },
      },
    },
  };
}

/** Objects' keys in order, at every depth: the same routes give the same bytes. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The document as docs/openapi.json holds it: sorted, and formatted as Prettier formats it. */
export async function openApiText(): Promise<string> {
  const options = await prettier.resolveConfig(DOCUMENT_PATH);
  return prettier.format(JSON.stringify(sorted(openApiDocument())), { ...options, filepath: DOCUMENT_PATH });
}
