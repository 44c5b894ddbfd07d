import { existsSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash } from "./build-stamp.ts";
import { deferModulePreloads } from "./hosting/defer-module-preloads.ts";
import { writeHostConfig } from "./hosting/host-config.ts";
import { precompressSite } from "./hosting/precompress.ts";
import { writeMachineFiles } from "./machine/write-machine-files.ts";
import { buildSearchIndexes } from "./search/build-search-index.ts";
import { getVersions } from "../web/app/content/content.server.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// TIDEWIRE_BUILD_DIR is the same override react-router.config.ts honours, so a scratch or rebuild
// build (scripts/rebuild/) is finished in place and never touches the shared build/ directory.
const buildDir = resolve(root, process.env.TIDEWIRE_BUILD_DIR ?? "build");
const client = join(buildDir, "client");

// With ssr: false, React Router prerenders the root HydrateFallback as __spa-fallback.html; it
// renders the not-found page, and static hosts look for 404.html.
const fallback = join(client, "__spa-fallback.html");
if (existsSync(fallback)) renameSync(fallback, join(client, "404.html"));
if (!existsSync(join(client, "404.html"))) throw new Error(`${join(client, "404.html")} is missing after the build`);

console.log(`postbuild: module preloads removed from ${deferModulePreloads(client)} pages`);

const current = (await getVersions()).find((version) => version.status === "current");
if (!current) throw new Error("No docVersion has status current");
const manifest = buildSearchIndexes(client, current.name);
console.log(`postbuild: search indexes for ${manifest.versions.join(", ")} written`);

const markdownPages = await writeMachineFiles(client);
console.log(`postbuild: ${markdownPages} Markdown pages, llms.txt, sitemap.xml and robots.txt written`);

// Last: the Content-Security-Policy hashes the inline scripts of the final HTML files.
const headerRules = writeHostConfig(client);
console.log(`postbuild: _headers (${headerRules.length} rules), _redirects and hosting/nginx.conf written`);

// After every file is final: the .br and .gz twins must match their file byte for byte.
const compressed = await precompressSite(client);
console.log(`postbuild: ${compressed.files} files precompressed (.br, .gz)`);

writeFileSync(join(buildDir, ".inputs-hash"), buildInputsHash(root));
console.log("postbuild: 404.html in place, build stamp written");
