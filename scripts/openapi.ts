// `npm run openapi`: writes docs/openapi.json from scripts/openapi/routes.ts and the routes' zod schemas
// (tests/unit/openapi.test.ts fails while the committed document differs from what this writes).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { DOCUMENT_PATH, openApiText } from "./openapi/document";

writeFileSync(DOCUMENT_PATH, await openApiText());
console.log(`Wrote ${path.relative(process.cwd(), DOCUMENT_PATH)}.`);
