// The pages' Content-Security-Policy allows no eval, so zod's compiled parsers cannot run in the browser, and
// zod probes for them with `new Function` as it builds its first object schema, which the browser reports as
// a policy violation. zod reads its settings from this global (shared by every copy of zod) when it builds a
// schema, so it must be set before any screen's code runs: an inline script in the head, before the bundles.
// The server keeps the compiled parsers: no page policy applies there. tests/e2e/test.ts fails on the
// violation if this stops working.
export const zodWithoutEvalScript = "globalThis.__zod_globalConfig={jitless:true};";
