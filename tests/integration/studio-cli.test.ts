import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileDataset, DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";
import { runSanity } from "../../scripts/dev/studio/sanity-cli.ts";
import { createPreviewServer } from "../../scripts/preview/preview-server.ts";
import { createSanitySource } from "../../web/app/content/queries/sanity-source.server.ts";
import { builtClient } from "../support/built-site.ts";
import { startStudioStandIn } from "../../scripts/dev/studio/studio-stand-in.ts";
import { silentLogger } from "../../scripts/rebuild/logger.ts";
import { createRebuildService, type RebuildService } from "../../scripts/rebuild/service.ts";
import { CHROMIUM_ARGS } from "../support/browser.ts";
import {
  formatProblems,
  validateDatasetOffline,
  type DatasetValidation,
} from "../../scripts/dev/studio/validate-dataset.ts";

/**
 * The Studio checks of `npm test`, offline, with the real Sanity CLI: the Studio builds, the
 * schema is valid, and the compiled seed passes `sanity documents validate --file` while a
 * deliberately broken copy fails with each broken document named. The built Studio then runs in
 * Chromium against the Studio stand-in, its Publishing tool reading a rebuild receiver (with the
 * fake build) that was sent an invalid publish and then a valid one.
 * Each CLI run loads the whole Studio (about 10–25 s on a quiet machine), hence the timeouts.
 */

const CLI_TIMEOUT = 120_000;
// A browser test loads the whole Studio (tens of seconds while a site build runs beside it), then
// waits for the Studio's debounced save and an on-demand page render.
const BROWSER_TIMEOUT = 240_000;
let dir: string;
let seedFile: string;
let studioDir: string;

// The receiver the Publishing tool reads: listening before the Studio is built (its address is
// baked into the bundle), its app attached once the Studio stand-in's origin is known (CORS).
const STATUS_TOKEN = `status-${randomUUID()}`;
const SECRET = `secret-${randomUUID()}`;
let receiverApp: RequestListener = (_req, res) => res.writeHead(503).end();
const receiver: Server = createServer((req, res) => receiverApp(req, res));
let receiverUrl = "";

// The draft preview, likewise: its address goes into the Studio build, its app comes later.
const PREVIEW_SECRET = `preview-${randomUUID()}`;
let previewApp: RequestListener = (_req, res) => res.writeHead(503).end();
const preview: Server = createServer((req, res) => previewApp(req, res));
let previewUrl = "";

type Doc = { _id: string; _type: string; [field: string]: unknown };
const readDocs = (file: string): Doc[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
const writeDocs = (file: string, docs: Doc[]) =>
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n") + "\n");

beforeAll(async () => {
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await new Promise<void>((done) => preview.listen(0, "127.0.0.1", done));
  previewUrl = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), "studio-cli-"));
  seedFile = join(dir, "dataset.ndjson");
  compileDataset(
    { contentDir: DEFAULT_PATHS.contentDir, datasetFile: seedFile, publicImagesDir: join(dir, "images") },
    { force: true },
  );
});
afterAll(() => {
  receiver.close();
  preview.closeAllConnections();
  preview.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the Studio (sanity build, sanity schema validate)", () => {
  it(
    "builds into a static bundle that holds the custom actions",
    async () => {
      const out = join(dir, "studio");
      const run = await runSanity(["build", out, "--yes"], {
        SANITY_STUDIO_PUBLISH_STATUS_URL: receiverUrl,
        SANITY_STUDIO_PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
        SANITY_STUDIO_PREVIEW_URL: previewUrl,
        SANITY_STUDIO_PREVIEW_SECRET: PREVIEW_SECRET,
      });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(existsSync(join(out, "index.html"))).toBe(true);
      studioDir = out;
      const bundle = readdirSync(join(out, "static"), { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".js"))
        .map((name) => readFileSync(join(out, "static", name), "utf8"))
        .join("\n");
      for (const text of [
        "Open on site",
        "Copy to version",
        "Top-level pages",
        "Heading 1 is reserved for the page title",
      ])
        expect(bundle).toContain(text);
    },
    CLI_TIMEOUT,
  );

  it(
    "has a schema without errors or warnings",
    async () => {
      const run = await runSanity(["schemas", "validate", "--format", "json", "--level", "warning"]);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const problems = JSON.parse(run.stdout.slice(run.stdout.indexOf("["))) as { problems: unknown[] }[];
      expect(problems.flatMap((group) => group.problems)).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});

describe("sanity documents validate --file, offline", () => {
  it(
    "passes on the compiled seed",
    async () => {
      const result = await validateDatasetOffline(seedFile);
      expect(formatProblems(result.documents)).toEqual([]);
      expect(result.ok, result.log).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it(
    "fails on a broken copy and names each broken document",
    async () => {
      const docs = readDocs(seedFile);
      const byId = (id: string) => docs.find((doc) => doc._id === id)!;
      // A heading 1 in a doc page body.
      const payments = byId("docPage.2-0.api-docs.payments");
      const heading = (payments.body as { _type: string; style?: string }[]).find(
        (block) => block._type === "block" && block.style === "h2",
      )!;
      heading.style = "h1";
      // A blog post without a date, tagged with a tag that does not exist.
      const post = docs.find((doc) => doc._type === "blogPost")!;
      delete post.date;
      post.tags = [{ _type: "reference", _ref: "tag.no-such-tag", _key: "missing" }];
      // A tag key that is not kebab-case.
      const tag = docs.find((doc) => doc._type === "tag")!;
      tag.key = "Payment Links";
      // A cover image without alternative text.
      const withCover = docs.find((doc) => doc._type === "blogPost" && doc.coverImage && doc._id !== post._id)!;
      (withCover.coverImage as { alt?: string }).alt = "";
      // An internal link to a doc page that was deleted.
      const intro = byId("docPage.1-37.intro");
      const linking = docs.filter(
        (doc) => doc !== intro && JSON.stringify(doc.body ?? null).includes(`"_ref":"${intro._id}"`),
      );
      expect(linking.length).toBeGreaterThan(0);
      docs.splice(docs.indexOf(intro), 1);
      const broken = join(dir, "broken.ndjson");
      writeDocs(broken, docs);

      const result: DatasetValidation = await validateDatasetOffline(broken);
      expect(result.ok).toBe(false);
      const problems = formatProblems(result.documents);
      const errorsOf = (id: string) => problems.filter((line) => line.startsWith(`error ${id} `));
      expect(errorsOf(payments._id).join("\n")).toContain("Heading 1 is reserved for the page title");
      expect(errorsOf(post._id).join("\n")).toMatch(/date: Add the publication date/);
      expect(errorsOf(post._id).join("\n")).toMatch(/tags\[_key=="missing"\]: Referenced document must be published/);
      expect(errorsOf(tag._id).join("\n")).toContain("Use lowercase words joined by hyphens");
      expect(errorsOf(withCover._id).join("\n")).toMatch(/coverImage\.alt: Add alternative text/);
      for (const doc of linking)
        expect(errorsOf(doc._id).join("\n")).toMatch(/reference: Referenced document must be published/);
      // Nothing else is reported: the seed's other documents stay valid.
      const named = new Set([payments._id, post._id, tag._id, withCover._id, ...linking.map((doc) => doc._id)]);
      expect(
        result.documents.filter((doc) => doc.markers.length && !named.has(doc.documentId)).map((doc) => doc.documentId),
      ).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});

describe("the Publishing tool of the built Studio", () => {
  let service: RebuildService;

  /** Sends the receiver a signed webhook for `documentId`, as Sanity does on publish, and waits for the build. */
  async function publish(documentId: string) {
    const body = JSON.stringify({ _id: documentId });
    const response = await fetch(`${receiverUrl}/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), SECRET),
        "idempotency-key": randomUUID(),
      },
      body,
    });
    expect(response.status).toBe(202);
    await service.idle();
  }

  afterAll(() => service?.stop());

  it(
    "names the document and field an invalid publish failed on, and shows the next publish of another document waiting, not failed",
    async () => {
      expect(studioDir, "the Studio build above must pass first").toBeTruthy();
      const datasetFile = join(dir, "published.ndjson");
      const invalid = "docPage.2-0.intro";
      const other = "blogPost.collection-upload-url-api";
      // The fake build reads documents with an address only, and fails on the first without a slug.
      writeDocs(
        datasetFile,
        readDocs(seedFile)
          .filter((doc) => doc.slug)
          .map((doc) => (doc._id === invalid ? { ...doc, slug: undefined } : doc)),
      );
      const standIn = await startStudioStandIn({ studioDir, datasetFile: seedFile });
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
        proxy: { server: standIn.proxyUrl, bypass: "127.0.0.1" },
      });
      try {
        service = createRebuildService({
          secret: SECRET,
          siteRoot: join(dir, "site"),
          buildCommand: `"${process.execPath}" scripts/rebuild/fake-build.ts`,
          buildEnv: { ...process.env, TIDEWIRE_DATASET_FILE: datasetFile },
          publishStatusToken: STATUS_TOKEN,
          studioOrigins: [new URL(standIn.studioUrl).origin],
          logger: silentLogger,
        });
        receiverApp = service.app;
        await publish(invalid);
        await publish(other);

        const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
        await page.goto(`${standIn.studioUrl}/publishing`);
        const attention = page.getByRole("region", { name: "Needs attention" });
        await attention.getByText("Failed: slug").waitFor({ timeout: 120_000 });
        await expect.poll(() => attention.innerText()).toContain(`document ${invalid}: field "slug" is invalid`);
        // The title the Studio loads for the failing document, linking to it.
        await attention.getByRole("link", { name: "Introduction" }).waitFor();
        const recent = page.getByRole("region", { name: "Recent publishes" });
        const otherRow = recent.locator("[data-ui=Card]", { hasText: "Upload proof documents" });
        await expect.poll(() => otherRow.innerText()).toContain("Waiting");
        expect(await otherRow.innerText()).toContain(`field slug of ${invalid}`);
        expect(await otherRow.innerText()).not.toMatch(/Failed/);
      } finally {
        await browser.close();
        await standIn.close();
      }
    },
    BROWSER_TIMEOUT,
  );
});

describe("the draft preview of the built Studio", () => {
  it(
    "shows an edit typed in the Studio in the Preview tab, rendered by the site's routes, while the published content keeps the old text",
    async () => {
      expect(studioDir, "the Studio build above must pass first").toBeTruthy();
      const post = "blogPost.collection-upload-url-api";
      const draftTitle = `Upload proof documents, draft ${randomUUID().slice(0, 8)}`;
      // Before the preview server points this process's SANITY_* variables at the stand-in.
      const client = builtClient();
      const standIn = await startStudioStandIn({ studioDir, datasetFile: seedFile });
      const previousEnv = { ...process.env };
      const project = {
        projectId: "tidewire",
        dataset: "production",
        apiVersion: "2025-02-19",
        apiHost: standIn.queryUrl,
      };
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
        proxy: { server: standIn.proxyUrl, bypass: "127.0.0.1" },
      });
      try {
        previewApp = (await createPreviewServer({
          buildDir: join(client, ".."),
          secret: PREVIEW_SECRET,
          project,
          studioOrigins: [standIn.studioUrl],
        })) as unknown as RequestListener;
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
        await page.goto(`${standIn.studioUrl}/structure/blog;posts;${post}`);
        const title = page.getByRole("textbox", { name: "Title" });
        await title.waitFor({ timeout: 120_000 });
        await title.fill(draftTitle);
        // The edit reaches the stand-in as a draft (the Studio sends it after a short debounce).
        const drafts = createSanitySource({ ...project, perspective: "drafts" });
        await expect
          .poll(() => drafts.fetch(`*[_id == $id][0].title`, { id: post }), { timeout: 60_000 })
          .toBe(draftTitle);
        await page.getByRole("tab", { name: "Preview" }).click();
        const frame = page.frameLocator("iframe");
        await expect.poll(() => frame.locator("main h1").first().innerText(), { timeout: 60_000 }).toBe(draftTitle);
        // Readers' content is the published document: the build reads that perspective only.
        expect(await createSanitySource(project).fetch(`*[_id == $id][0].title`, { id: post })).not.toBe(draftTitle);
        expect(readFileSync(join(client, "blog/collection-upload-url-api/index.html"), "utf8")).not.toContain(
          draftTitle,
        );
        // Without the preview link's cookie, the preview shows nothing.
        expect((await fetch(`${previewUrl}/blog/collection-upload-url-api`)).status).toBe(401);
        expect((await fetch(`${previewUrl}/api/preview?secret=wrong&id=${post}`)).status).toBe(401);
      } finally {
        await browser.close();
        await standIn.close();
        process.env = previousEnv;
      }
    },
    BROWSER_TIMEOUT,
  );
});

describe("the editor inputs of the built Studio", () => {
  it(
    "generates a tag key, suggests categories, orders a sidebar, renews the announcement ID on publish, and shows the handbook",
    async () => {
      expect(studioDir, "the Studio build above must pass first").toBeTruthy();
      const standIn = await startStudioStandIn({ studioDir, datasetFile: seedFile });
      const drafts = createSanitySource({
        projectId: "tidewire",
        dataset: "production",
        apiVersion: "2025-02-19",
        apiHost: standIn.queryUrl,
        perspective: "drafts",
      });
      const draftField = (id: string, field: string) => async () =>
        ((await drafts.fetch(`*[_id == $id][0]`, { id })) as Record<string, unknown> | null)?.[field];
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
        proxy: { server: standIn.proxyUrl, bypass: "127.0.0.1" },
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });

        await page.goto(`${standIn.studioUrl}/structure/blog;tag;tag.payment`);
        const label = page.getByRole("textbox", { name: "Label" });
        await label.waitFor({ timeout: 120_000 });
        await label.fill("Stablecoin Off-Ramp");
        await page.getByRole("button", { name: "Generate" }).click();
        await expect.poll(draftField("tag.payment", "key"), { timeout: 60_000 }).toBe("stablecoin-off-ramp");

        await page.goto(
          `${standIn.studioUrl}/structure/documentation;docVersion.2-0;api;category-guides;docPage.2-0.api-docs.payments`,
        );
        await page.getByRole("tab", { name: "Version and sidebar" }).click({ timeout: 120_000 });
        const category = page.getByRole("combobox", { name: "Category" });
        // The input asks the stand-in for the sidebar's categories once the form has its version and
        // sidebar; with a site build beside it that took over poll's default 5 s in a CI run.
        await expect
          .poll(
            () => category.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value)),
            { timeout: 60_000 },
          )
          .toEqual(["Guides"]);
        await category.fill("Guide");
        await page.getByText('"Guide" is a new group in this sidebar.').waitFor();
        // Saved before the sidebar is ordered: Payments' draft is then alone in a group "Guide".
        await expect.poll(draftField("docPage.2-0.api-docs.payments", "category"), { timeout: 60_000 }).toBe("Guide");

        // Ordering a sidebar without typing positions: Users moves above HS codes, saved at once.
        await page.goto(`${standIn.studioUrl}/structure/documentation;docVersion.2-0;api;order`);
        await page.getByRole("button", { name: "Move Users up" }).click({ timeout: 120_000 });
        await page.getByText("Saved: Users moved up.").waitFor({ timeout: 60_000 });
        const positions = async () =>
          (await drafts.fetch(`*[_id in $ids]{ _id, position } | order(position asc)._id`, {
            ids: ["docPage.2-0.api-docs.users", "docPage.2-0.api-docs.hs-code"],
          })) as string[];
        expect(await positions()).toEqual(["docPage.2-0.api-docs.users", "docPage.2-0.api-docs.hs-code"]);

        await page.goto(`${standIn.studioUrl}/structure/settings;announcementBar`);
        const editor = page.locator('[contenteditable="true"]').first();
        await editor.waitFor({ timeout: 120_000 });
        await editor.click();
        await page.keyboard.press("End");
        await page.keyboard.type(" Payouts to Peru are live.");
        const publish = page.getByRole("button", { name: "Publish" }).last();
        await expect.poll(() => publish.isEnabled(), { timeout: 60_000 }).toBe(true);
        await publish.click();
        await expect
          .poll(draftField("announcementBar", "id"), { timeout: 60_000 })
          .toMatch(/^announcement-\d{8}-\d{6}$/);

        // The handbook, read in the Studio: a link to another handbook page opens it there.
        await page.getByRole("link", { name: "Handbook" }).click();
        await page.getByRole("heading", { level: 1, name: "Create a document" }).waitFor({ timeout: 60_000 });
        await page.getByRole("link", { name: "Markdown features" }).first().click();
        await page.getByRole("heading", { level: 1, name: "Markdown features" }).waitFor();
        expect(await page.getByRole("navigation", { name: "Editor handbook" }).getByRole("button").count()).toBe(6);
      } finally {
        await browser.close();
        await standIn.close();
      }
    },
    BROWSER_TIMEOUT,
  );
});
