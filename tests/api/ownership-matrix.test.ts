import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as remindAdvice } from "@/app/api/advice/[id]/reminder/route";
import { POST as checkIn } from "@/app/api/checkins/route";
import { PUT as remindCoach } from "@/app/api/coach/[id]/reminder/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as coach } from "@/app/api/coach/route";
import { POST as addMemory } from "@/app/api/memory/route";
import { POST as subscribeToPush } from "@/app/api/push/subscriptions/route";
import { POST as requestExport } from "@/app/api/user/export/route";
import { getDb } from "@/db/client";
import { makeAdmin } from "../helpers/admins";
import { makeCodes } from "../helpers/redeem";
import { makeIdentity, type Identity, type IdentityKind } from "../helpers/identities";
import { pushKeys } from "../helpers/push";
import { apiRoutes, routeContext, routeUrl, type ApiRoute, type Method } from "../helpers/routes";

// Every route with an id (found on disk; one missing here fails), and each route that takes its id in the body, is
// tried by the owner, another user, a guest and signed out: only the owner succeeds, the others get 404 (existence
// is not theirs to learn) or 401 and change nothing. Admin routes' "owner" is an admin; other signed-in callers get
// 403 (existence there is no secret).

type Entry = {
  action: "read" | "change" | "delete";
  /** The id the route's dynamic segment gets: something the owner has (made for it, if need be). */
  id: (owner: Identity) => string | Promise<string>;
  body?: unknown;
  /** The body, for a route that names what it acts on there rather than in its path. */
  bodyOf?: (id: string) => unknown;
  /** A guest's answer where the route refuses guests outright: 404 `not_found` unless given. */
  guest?: { status: number; code: string };
  /** The owner's kind when the route needs more than a free account (free: one conversation). */
  owner?: IdentityKind;
  /** What the owner gets: 200 unless given. */
  status?: number;
};

type AdminEntry = {
  action: "read" | "change" | "delete";
  admin: true;
  /** Makes the thing the id names, and reads its rows. */
  target: () => Promise<{ id: string; rows: () => Promise<string> }>;
  body?: unknown;
};

/** Reminder routes refuse guests outright: they have no reminders to find. */
const GUEST_REMINDERS = { status: 403, code: "guest_reminders" };
const rowsOf = (query: ReturnType<typeof sql>) => async () =>
  JSON.stringify((await (await getDb()).execute(query)).rows);

const MATRIX: Record<string, Partial<Record<Method, Entry | AdminEntry>>> = {
  "/api/admin/redeem-codes/[id]": {
    PATCH: {
      action: "change",
      admin: true,
      body: { isActive: false },
      target: async () => {
        const [code] = await makeCodes();
        return { id: code!.id, rows: rowsOf(sql`select * from redeem_code where id = ${code!.id}`) };
      },
    },
  },
  "/api/admin/users/[id]": {
    POST: {
      action: "change",
      admin: true,
      body: { action: "grant_lifetime" },
      target: async () => {
        const { userId } = await makeIdentity("free");
        return { id: userId!, rows: rowsOf(sql`select * from "user" where id = ${userId!}`) };
      },
    },
  },
  "/api/conversations/[id]": {
    GET: { action: "read", id: (owner) => owner.conversationId! },
    PATCH: { action: "change", id: (owner) => owner.conversationId!, body: { title: "Taken over" } },
    DELETE: { action: "delete", id: (owner) => owner.conversationId! },
  },
  "/api/chat/[id]/stream": {
    GET: { action: "read", id: (owner) => owner.conversationId! },
  },
  "/api/chat/[id]/stop": {
    POST: { action: "change", id: streamingReplyOf },
  },
  // Downloading is once only: the owner's call is the one that takes it.
  "/api/user/export/[id]": {
    GET: { action: "read", id: dataExportOf },
  },
  "/api/images/[id]": {
    GET: { action: "read", id: (owner) => owner.imageId! },
  },
  "/api/messages/[id]/feedback": {
    POST: { action: "change", id: (owner) => owner.replyId!, body: { helpful: false } },
  },
  // The checkout simulator's Pay: only the user the checkout session was made for can pay it (and so
  // become Pro by it); for anyone else the session does not exist.
  "/api/dev/checkout/[sessionId]/pay": {
    POST: { action: "change", id: checkoutSessionOf, body: { card: "4242 4242 4242 4242" } },
  },
  "/api/advice/[id]": {
    GET: { action: "read", id: (owner) => owner.adviceId! },
    DELETE: { action: "delete", id: (owner) => owner.adviceId! },
  },
  "/api/advice/[id]/feedback": {
    POST: { action: "change", id: (owner) => owner.adviceId!, body: { helpful: true } },
  },
  "/api/advice/[id]/follow-up": {
    POST: { action: "change", id: (owner) => owner.adviceId!, body: { text: "I tried it and she smiled." } },
  },
  "/api/coach/[id]": {
    GET: { action: "read", id: coachRequestOf },
    DELETE: { action: "delete", id: coachRequestOf },
  },
  "/api/coach/[id]/feedback": {
    POST: { action: "change", id: coachRequestOf, body: { sent: true, outcome: "better" } },
  },
  "/api/memory/[id]": {
    PATCH: { action: "change", id: memoryOf, body: { text: "Partner's name: Sam" } },
    DELETE: { action: "delete", id: memoryOf },
  },
  "/api/checkins/[id]": {
    DELETE: { action: "delete", id: checkinOf },
  },
  "/api/advice/[id]/reminder": {
    GET: { action: "read", id: (owner) => owner.adviceId!, guest: GUEST_REMINDERS },
    PUT: {
      action: "change",
      id: (owner) => owner.adviceId!,
      body: { when: "in_2_days" },
      owner: "pro",
      guest: GUEST_REMINDERS,
    },
    DELETE: { action: "delete", id: remindedAdviceOf, owner: "pro", guest: GUEST_REMINDERS },
  },
  "/api/coach/[id]/reminder": {
    GET: { action: "read", id: coachRequestOf, guest: GUEST_REMINDERS },
    PUT: {
      action: "change",
      id: coachRequestOf,
      body: { when: "tomorrow_evening" },
      owner: "pro",
      guest: GUEST_REMINDERS,
    },
    DELETE: { action: "delete", id: remindedCoachOf, owner: "pro", guest: GUEST_REMINDERS },
  },
  // A browser names its push subscription by its endpoint, in the body.
  "/api/push/subscriptions": {
    DELETE: {
      action: "delete",
      id: pushEndpointOf,
      bodyOf: (endpoint) => ({ endpoint }),
      guest: GUEST_REMINDERS,
      status: 204,
    },
  },
  "/api/advice/[id]/discuss": {
    POST: {
      action: "change",
      id: (owner) => owner.adviceId!,
      body: { conversationId: crypto.randomUUID() },
      owner: "pro",
      status: 201,
    },
  },
};

/** The owner's conversation, its reply still being written (so a Stop has something to mark). */
async function streamingReplyOf(owner: Identity): Promise<string> {
  await (await getDb()).execute(sql`update message set status = 'streaming' where id = ${owner.replyId!}`);
  return owner.conversationId!;
}

/** A draft the owner had the coach read. */
async function coachRequestOf(owner: Identity): Promise<string> {
  const id = crypto.randomUUID();
  const response = await owner.browser.send(coach, { body: { id, draft: "You never listen. Call me tonight?" } });
  expect(response.status).toBe(200);
  await response.text();
  return id;
}

/** Something the owner asked Hearth to remember. */
/** A request of the owner's with its follow-up reminder set, so that cancelling it changes something. */
async function reminded(owner: Identity, subject: "advice" | "coach", id: string): Promise<string> {
  const reply = await owner.browser.call(subject === "advice" ? remindAdvice : remindCoach, {
    path: `/api/${subject}/${id}/reminder`,
    method: "PUT",
    body: { when: "in_3_days" },
    context: routeContext({ id }),
  });
  expect(reply.status).toBe(200);
  return id;
}
function remindedAdviceOf(owner: Identity) {
  return reminded(owner, "advice", owner.adviceId!);
}
async function remindedCoachOf(owner: Identity) {
  return reminded(owner, "coach", await coachRequestOf(owner));
}

async function memoryOf(owner: Identity): Promise<string> {
  const added = await owner.browser.call(addMemory, { path: "/api/memory", body: { text: "Partner's name: Jordan" } });
  expect(added.status).toBe(201);
  return (added.body.item as { id: string }).id;
}

/** A browser's push subscription of the owner's: its endpoint. */
async function pushEndpointOf(owner: Identity): Promise<string> {
  const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
  const added = await owner.browser.call(subscribeToPush, {
    path: "/api/push/subscriptions",
    body: { endpoint, keys: pushKeys().keys },
  });
  expect(added.status).toBe(201);
  return endpoint;
}

/** The owner's check-in of this week. */
async function checkinOf(owner: Identity): Promise<string> {
  const answers = { satisfaction: 4, closeness: 4, heard: 3, conflict: 5, fun: 2 };
  const added = await owner.browser.call(checkIn, { path: "/api/checkins", body: { answers } });
  expect(added.status).toBe(201);
  return added.body.id as string;
}

/** A data export the owner asked for, ready to download. */
async function dataExportOf(owner: Identity): Promise<string> {
  const started = await owner.browser.call(requestExport, { path: "/api/user/export", method: "POST" });
  expect(started.status).toBe(201);
  return (started.body.export as { id: string }).id;
}

/** A checkout session the owner started, as the pricing page starts one. */
async function checkoutSessionOf(owner: Identity): Promise<string> {
  const started = await owner.browser.call(checkout, { path: "/api/checkout", body: { plan: "pro_monthly" } });
  expect(started.status).toBe(200);
  return started.body.sessionId as string;
}

const allRoutes = await apiRoutes();
const routes = allRoutes.filter((route) => route.params.some((param) => !param.catchAll));
const matrixRoutes = allRoutes.filter((route) => MATRIX[route.pattern]);

/**
 * What the owner has: the account, its conversations and their messages, its checkout sessions, advice
 * and coach requests, images, safety plan, memory, check-ins, push subscriptions and reminders.
 */
async function ownerRows(owner: Identity) {
  const rows = await (
    await getDb()
  ).execute(sql`
    select (select row_to_json(u) from "user" u where u.id = ${owner.userId!}) as "user",
      (select json_agg(c order by c.id) from conversation c where c.user_id = ${owner.userId!}) as conversations,
      (select json_agg(m order by m.id) from message m join conversation c on c.id = m.conversation_id
         where c.user_id = ${owner.userId!}) as messages,
      (select json_agg(s order by s.id) from simulated_checkout_session s
         where s.client_reference_id = ${owner.userId!}) as checkout_sessions,
      (select json_agg(a order by a.id) from advice_request a where a.user_id = ${owner.userId!}) as advice,
      (select json_agg(r order by r.id) from coach_request r where r.user_id = ${owner.userId!}) as coach,
      (select json_agg(i.id order by i.id) from image i where i.user_id = ${owner.userId!}) as images,
      (select row_to_json(p) from safety_plan p where p.user_id = ${owner.userId!}) as safety_plan,
      (select json_agg(m order by m.id) from memory m where m.user_id = ${owner.userId!}) as memories,
      (select json_agg(k order by k.id) from checkin k where k.user_id = ${owner.userId!}) as checkins,
      (select json_agg(p order by p.id) from push_subscription p where p.user_id = ${owner.userId!}) as push,
      (select json_agg(r order by r.id) from reminder r where r.user_id = ${owner.userId!}) as reminders`);
  return JSON.stringify(rows.rows);
}

async function call(route: ApiRoute, method: Method, caller: Identity, id: string, body: unknown) {
  const values = Object.fromEntries(route.params.map(({ name }) => [name, id]));
  const response = await caller.browser.send((request, context) => route.handlers[method]!(request, context), {
    method,
    path: new URL(routeUrl(route, values)).pathname,
    body,
    context: routeContext(values),
  });
  // Answers are JSON but for the one that is the thing itself (an image to its owner).
  const json = response.headers.get("content-type")?.startsWith("application/json");
  return { status: response.status, body: (json ? await response.json() : {}) as Record<string, unknown> };
}

/** The methods a route really has: the others answer 405 whatever they are sent. */
async function ownMethods(route: ApiRoute): Promise<Method[]> {
  const methods: Method[] = [];
  for (const [method, handler] of Object.entries(route.handlers) as [Method, ApiRoute["handlers"][Method]][]) {
    const probe = await handler!(new Request(routeUrl(route, {}), { method }), routeContext({}));
    if (probe.status !== 405) methods.push(method);
  }
  return methods;
}

describe("the ownership matrix of every route that takes an id", () => {
  let other: Identity;
  let guest: Identity;
  let signedOut: Identity;

  beforeAll(async () => {
    other = await makeIdentity("free");
    guest = await makeIdentity("guest");
    signedOut = await makeIdentity("anonymous");
  });

  it("has an entry for every method of every such route", async () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      for (const method of await ownMethods(route)) {
        expect(
          MATRIX[route.pattern]?.[method],
          `${method} ${route.pattern} (${route.file}) has no matrix entry`,
        ).toBeDefined();
      }
    }
  });

  for (const route of matrixRoutes) {
    for (const [method, entry] of Object.entries(MATRIX[route.pattern] ?? {}) as [Method, Entry | AdminEntry][]) {
      if ("admin" in entry) {
        it(`${method} ${route.pattern} (${entry.action}): admins only`, async () => {
          const admin = await makeAdmin();
          const pro = await makeIdentity("pro");
          const target = await entry.target();
          const before = await target.rows();
          for (const [caller, status, code] of [
            [other, 403, "forbidden"],
            [pro, 403, "forbidden"],
            [guest, 403, "forbidden"],
            [signedOut, 401, "signed_out"],
          ] as const) {
            const reply = await call(route, method, caller, target.id, entry.body);
            expect(reply.status, `${method} ${route.pattern} as ${caller.kind}`).toBe(status);
            expect(reply.body.code).toBe(code);
            expect(await target.rows(), `${caller.kind} changed the target's rows`).toBe(before);
          }
          const mine = await call(route, method, admin, target.id, entry.body);
          expect(mine.status, `${method} ${route.pattern} as an admin`).toBe(200);
          if (entry.action === "read") expect(await target.rows()).toBe(before);
          else expect(await target.rows()).not.toBe(before);
        });
        continue;
      }
      it(`${method} ${route.pattern} (${entry.action}): the owner only`, async () => {
        const owner = await makeIdentity(entry.owner ?? "free");
        const id = await entry.id(owner);
        const before = await ownerRows(owner);
        const body = entry.bodyOf ? entry.bodyOf(id) : entry.body;
        for (const [caller, status, code] of [
          [other, 404, "not_found"],
          [guest, entry.guest?.status ?? 404, entry.guest?.code ?? "not_found"],
          [signedOut, 401, "signed_out"],
        ] as const) {
          const reply = await call(route, method, caller, id, body);
          expect(reply.status, `${method} ${route.pattern} as ${caller.kind}`).toBe(status);
          expect(reply.body.code).toBe(code);
          expect(await ownerRows(owner), `${caller.kind} changed the owner's rows`).toBe(before);
        }
        const mine = await call(route, method, owner, id, body);
        expect(mine.status, `${method} ${route.pattern} as the owner`).toBe(entry.status ?? 200);
        if (entry.action === "read") expect(await ownerRows(owner)).toBe(before);
        else expect(await ownerRows(owner)).not.toBe(before);
      });
    }
  }
});
