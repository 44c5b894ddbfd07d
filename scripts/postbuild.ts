import { existsSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash } from "./build-stamp.ts";
import { buildSearchIndexes } from "./search/build-search-index.ts";
import { getVersions } from "../web/app/content/content.server.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const client = join(root, "build/client");

// With ssr: false, React Router prerenders the root HydrateFallback as __spa-fallback.html; it
// renders the not-found page, and static hosts look for 404.html.
const fallback = join(client, "__spa-fallback.html");
if (existsSync(fallback)) renameSync(fallback, join(client, "404.html"));
if (!existsSync(join(client, "404.html"))) throw new Error("build/client/404.html is missing after the build");

const current = (await getVersions()).find((version) => version.status === "current");
if (!current) throw new Error("No docVersion has status current");
const manifest = buildSearchIndexes(client, current.name);
console.log(`postbuild: search indexes for ${manifest.versions.join(", ")} written`);

writeFileSync(join(root, "build/.inputs-hash"), buildInputsHash(root));
console.log("postbuild: 404.html in place, build stamp written");
