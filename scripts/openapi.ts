// `npm run openapi`: writes docs/openapi.json and the route list in docs/api.md from scripts/openapi/routes.ts
// and the routes' zod schemas (tests/unit/openapi.test.ts fails while either differs from what this writes).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { API_PAGE_PATH, apiPageText, DOCUMENT_PATH, openApiText } from "./openapi/document";

writeFileSync(DOCUMENT_PATH, await openApiText());
writeFileSync(API_PAGE_PATH, await apiPageText(readFileSync(API_PAGE_PATH, "utf8")));
console.log(`Wrote ${[DOCUMENT_PATH, API_PAGE_PATH].map((file) => path.relative(process.cwd(), file)).join(" and ")}.`);
