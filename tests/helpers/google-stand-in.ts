import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Who is signed in at the stand-in "Google": the claims its ID token and userinfo carry. */
export type GooglePerson = { sub: string; email?: string; email_verified?: boolean; name?: string; picture?: string };

type Grant = { person: GooglePerson; redirectUri: string; codeChallenge: string | null; nonce: string | null };

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function read(req: IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A local stand-in for Google's OpenID endpoints (AUTH_GOOGLE_ISSUER) for Auth.js's own Google provider:
 * discovery, consent page, token endpoint (client secret and PKCE checked; RS256 ID token signed with the JWKS
 * key) and userinfo. `person` is who "Google" signs in next.
 */
export async function startGoogleStandIn({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, GooglePerson>();
  let signedIn: GooglePerson | undefined;
  let issuer = "";

  function idToken(person: GooglePerson, nonce: string | null) {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer, aud: clientId, azp: clientId, iat: now, exp: now + 3600, ...person };
    const signed = `${base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }))}.${base64url(
      JSON.stringify(nonce ? { ...claims, nonce } : claims),
    )}`;
    return `${signed}.${base64url(sign("sha256", Buffer.from(signed), privateKey))}`;
  }

  /** The consent page's "Continue": back to the app's callback with a fresh code and the app's state. */
  function consent(authorizeUrl: URL): string {
    const person = signedIn;
    if (!person) throw new Error("google stand-in: no person to sign in");
    const redirectUri = authorizeUrl.searchParams.get("redirect_uri")!;
    const code = randomBytes(16).toString("hex");
    grants.set(code, {
      person,
      redirectUri,
      codeChallenge: authorizeUrl.searchParams.get("code_challenge"),
      nonce: authorizeUrl.searchParams.get("nonce"),
    });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    const appState = authorizeUrl.searchParams.get("state");
    if (appState) back.searchParams.set("state", appState);
    return back.href;
  }

  function tokenReply(req: IncomingMessage, body: URLSearchParams): [number, object] {
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    if (req.headers.authorization !== `Basic ${basic}`) return [401, { error: "invalid_client" }];
    const grant = grants.get(body.get("code") ?? "");
    grants.delete(body.get("code") ?? "");
    if (!grant || grant.redirectUri !== body.get("redirect_uri")) return [400, { error: "invalid_grant" }];
    const verifier = body.get("code_verifier") ?? "";
    if (grant.codeChallenge && base64url(createHash("sha256").update(verifier).digest()) !== grant.codeChallenge) {
      return [400, { error: "invalid_grant", error_description: "PKCE verification failed" }];
    }
    const accessToken = randomBytes(16).toString("hex");
    tokens.set(accessToken, grant.person);
    return [
      200,
      {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3599,
        scope: "openid email profile",
        id_token: idToken(grant.person, grant.nonce),
      },
    ];
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (status: number, body: object) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/certs`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (url.pathname === "/certs") {
      return json(200, { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
    }
    if (url.pathname === "/o/oauth2/v2/auth") {
      if (url.searchParams.get("client_id") !== clientId) return json(400, { error: "invalid_client" });
      const person = signedIn;
      const page = `<!doctype html><html lang="en"><head><title>Sign in with Google (stand-in)</title></head><body>
<main><h1>Choose an account</h1><p>to continue to Hearth</p>
<a href="${html(consent(url))}">Continue as ${html(person?.name ?? "")} (${html(person?.email ?? "")})</a></main></body></html>`;
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    }
    if (url.pathname === "/token" && req.method === "POST") {
      return json(...tokenReply(req, new URLSearchParams(await read(req))));
    }
    if (url.pathname === "/userinfo") {
      const person = tokens.get(req.headers.authorization?.replace(/^Bearer /, "") ?? "");
      return person ? json(200, person) : json(401, { error: "invalid_token" });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** Who signs in at "Google" next. */
    signInAs(person: GooglePerson) {
      signedIn = person;
    },
    /** What clicking "Continue" on the consent page of `authorizeUrl` leads to: the app's callback URL. */
    consent: (authorizeUrl: string) => consent(new URL(authorizeUrl)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
