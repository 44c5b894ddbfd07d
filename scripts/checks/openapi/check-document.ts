import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import {
  apiRoutes,
  checkOpenApiContract,
  checkSlugsAgainstRoutes,
  OPERATIONS_BEYOND_ROUTES_TXT,
} from "./contract-checks.ts";
import { checkErrorResponses, checkIdempotencyKeys } from "./operation-rules.ts";

/**
 * Checks one OpenAPI document: examples against schemas, descriptions, operation fields,
 * idempotency keys and error responses, and operation slugs against routes.txt under a route prefix.
 * Usage: node scripts/checks/openapi/check-document.ts content/openapi/<version>.yaml /docs/api/
 */
const [file, prefix] = process.argv.slice(2);
if (!file || !prefix) {
  console.error("usage: check-document.ts <openapi.yaml> <route prefix such as /docs/api/>");
  process.exit(2);
}
const doc = parse(readFileSync(file, "utf8"));
const routes = readFileSync(join(import.meta.dirname, "../../../../shared/acceptance/routes.txt"), "utf8");
const problems = [
  ...checkOpenApiContract(doc),
  ...checkIdempotencyKeys(doc),
  ...checkErrorResponses(doc),
  ...checkSlugsAgainstRoutes(doc, apiRoutes(routes, prefix), undefined, OPERATIONS_BEYOND_ROUTES_TXT[prefix] ?? []),
];
console.log(problems.length ? problems.join("\n") : "OK");
process.exit(problems.length ? 1 : 0);
