// `node --import ./scripts/server-only-off.mjs`: scripts and benches run server modules outside Next, where
// "server-only" (a guard against browser bundles) would throw; here it resolves to the package's empty module.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
  if (specifier !== "server-only") return next(specifier, context);
  return { url: ${JSON.stringify(new URL("../node_modules/server-only/empty.js", import.meta.url).href)}, shortCircuit: true };
}`),
);
