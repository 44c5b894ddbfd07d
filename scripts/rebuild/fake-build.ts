/**
 * A stand-in for the site build with the same contract, in a fraction of a second: reads the
 * NDJSON dataset at TIDEWIRE_DATASET_FILE, writes a small site into `$TIDEWIRE_BUILD_DIR/client`
 * (index.html listing every document's `_id` and title, `docs/<slug>/index.html`, 404.html), and
 * fails like the real build when a document has no slug (a ContentError,
 * `Invalid content in document <_id>: field "slug" is missing`), exit code 1.
 *
 * Used by the rebuild receiver's tests and to try the receiver locally:
 * `REBUILD_COMMAND="node scripts/rebuild/fake-build.ts" npm run rebuild-server`.
 * FAKE_BUILD_GATE, when set, holds it at the same point until that file exists (a test decides
 * when the build ends). FAKE_BUILD_DELAY_MS makes it take that long (after reading the dataset and starting its output,
 * as a real build reads content and writes assets before it renders pages, so a build stopped
 * during the delay leaves an incomplete directory); FAKE_BUILD_LOG, when set, gets one JSON line
 * per run (`{ buildDir, titles, pid }`) so tests can count builds, see which content each one
 * read and check whether its process is still alive. FAKE_BUILD_NEXT_POST_RELEASE (`YYYY-MM-DD`)
 * is written where the real build names the day its next held-back post comes out.
 */
import { ContentError } from "../../web/app/lib/content-error.ts";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface Doc {
  _id: string;
  title?: string;
  slug?: { current?: string };
}

const buildDir = process.env.TIDEWIRE_BUILD_DIR;
const datasetFile = process.env.TIDEWIRE_DATASET_FILE;
if (!buildDir || !datasetFile) {
  console.error("fake-build: TIDEWIRE_BUILD_DIR and TIDEWIRE_DATASET_FILE must be set");
  process.exit(2);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const docs: Doc[] = readFileSync(datasetFile, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
if (process.env.FAKE_BUILD_LOG)
  appendFileSync(
    process.env.FAKE_BUILD_LOG,
    `${JSON.stringify({ buildDir, titles: docs.map((doc) => doc.title ?? null), pid: process.pid })}\n`,
  );
console.log(`fake-build: ${docs.length} documents read from ${datasetFile}`);
const client = join(buildDir, "client");
mkdirSync(join(client, "assets"), { recursive: true });
writeFileSync(join(client, "assets/site.css"), "body { font-family: system-ui; }\n");
await new Promise((resolve) => setTimeout(resolve, Number(process.env.FAKE_BUILD_DELAY_MS ?? 0)));
// A test holds the build here until it creates the FAKE_BUILD_GATE file.
const gate = process.env.FAKE_BUILD_GATE;
if (gate) while (!existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 20));

for (const doc of docs) {
  if (!doc.slug?.current) {
    console.error(`Error: ${new ContentError(doc._id, "slug", "is missing").message}`);
    process.exit(1);
  }
  mkdirSync(join(client, "docs", doc.slug.current), { recursive: true });
  writeFileSync(
    join(client, "docs", doc.slug.current, "index.html"),
    `<!doctype html><title>${escape(doc.title ?? "")}</title><h1>${escape(doc.title ?? "")}</h1>\n`,
  );
}
mkdirSync(client, { recursive: true });
writeFileSync(
  join(client, "index.html"),
  `<!doctype html><title>Fake site</title><ul>\n${docs.map((doc) => `<li id="${escape(doc._id)}">${escape(doc.title ?? "")}</li>`).join("\n")}\n</ul>\n`,
);
writeFileSync(join(client, "404.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>\n");
if (process.env.FAKE_BUILD_NEXT_POST_RELEASE)
  writeFileSync(join(buildDir, ".next-post-release"), process.env.FAKE_BUILD_NEXT_POST_RELEASE);
console.log(`fake-build: site written to ${client}`);
