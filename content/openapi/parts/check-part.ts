import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { apiRoutes, checkOpenApiContract, checkSlugsAgainstRoutes } from "../../../scripts/openapi/contract-checks.ts";

const file = process.argv[2];
const base = parse(readFileSync(join(import.meta.dirname, "2.0/_base.yaml"), "utf8"));
const part = parse(readFileSync(file, "utf8"));
const doc = { ...base, paths: part.paths ?? {}, webhooks: part.webhooks ?? {}, components: { ...base.components, schemas: { ...base.components.schemas, ...part.components?.schemas }, examples: part.components?.examples } };
for (const name of Object.keys(part.components?.schemas ?? {})) if (base.components.schemas[name]) console.log(`schema ${name} redefines a shared schema`);
const tagSlugs = new Set<string>();
for (const key of ["paths", "webhooks"]) for (const item of Object.values<any>(doc[key])) for (const op of Object.values<any>(item)) if (op?.tags) tagSlugs.add(base.tags.find((t: any) => t.name === op.tags[0])?.["x-slug"]);
const problems = [
  ...checkOpenApiContract(doc),
  ...checkSlugsAgainstRoutes(doc, apiRoutes(readFileSync(join(import.meta.dirname, "../../../../shared/acceptance/routes.txt"), "utf8"), "/docs/api/"), tagSlugs),
];
console.log(problems.length ? problems.join("\n") : `OK (${[...tagSlugs].join(", ")})`);
process.exit(problems.length ? 1 : 0);
