// The page CSP forbids eval, and zod probes for it with `new Function` on its first object schema, a reported
// violation. This global, read by every copy of zod, must be set before any screen's code: an inline head script.
// The server keeps the compiled parsers. tests/e2e/test.ts fails on the violation.
export const zodWithoutEvalScript = "globalThis.__zod_globalConfig={jitless:true};";
