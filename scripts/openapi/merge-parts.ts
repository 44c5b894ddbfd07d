import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument, stringify } from "yaml";

const dir = join(import.meta.dirname, "../../content/openapi/parts/2.0");
const base = parseDocument(readFileSync(join(dir, "_base.yaml"), "utf8")).toJS();
const order = ["core.yaml", "payments.yaml", "collections.yaml", "users.yaml", "stablecoin.yaml"];
const files = readdirSync(dir).filter((f) => f.endsWith(".yaml") && f !== "_base.yaml").sort((a, b) => order.indexOf(a) - order.indexOf(b));
for (const file of files) {
  const part = parseDocument(readFileSync(join(dir, file), "utf8")).toJS();
  for (const [key, value] of Object.entries<any>(part.paths ?? {})) {
    if (base.paths[key]) throw new Error(`${file}: path ${key} already defined`);
    base.paths[key] = value;
  }
  for (const [key, value] of Object.entries<any>(part.webhooks ?? {})) {
    if (base.webhooks[key]) throw new Error(`${file}: webhook ${key} already defined`);
    base.webhooks[key] = value;
  }
  for (const section of ["schemas", "examples", "parameters", "responses", "headers"]) {
    for (const [key, value] of Object.entries<any>(part.components?.[section] ?? {})) {
      base.components[section] ??= {};
      if (base.components[section][key]) throw new Error(`${file}: components.${section}.${key} already defined`);
      base.components[section][key] = value;
    }
  }
}
writeFileSync(process.argv[2] ?? join(dir, "../../2.0.yaml"), stringify(base, { lineWidth: 0, aliasDuplicateObjects: false }));
console.log(`merged ${files.join(", ")}`);
