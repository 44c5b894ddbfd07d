import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../../web/app/api-reference/openapi-document.ts";

export const repoRoot = resolve(import.meta.dirname, "../..");

/** The OpenAPI documents in content/openapi with the route prefix of their version. */
export const API_DOCUMENTS = [
  { version: "2.0", file: join(repoRoot, "content/openapi/2.0.yaml"), routePrefix: "/docs/api/" },
  { version: "1.37", file: join(repoRoot, "content/openapi/1.37.yaml"), routePrefix: "/docs/1.37/api/" },
];

export const loadApiDocument = (file: string): OpenApiDocument => parse(readFileSync(file, "utf8"));

export const routesText = (): string => readFileSync(join(repoRoot, "../shared/acceptance/routes.txt"), "utf8");
