import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { collectPropertyNames } from "../../web/app/api-reference/schema-view.ts";
import { operationIndex } from "../../web/app/api-reference/operation-index.ts";
import { buildOperationView } from "../../web/app/api-reference/operation-view.ts";
import { API_DOCUMENTS, loadApiDocument } from "../support/openapi-documents.ts";
import { COLOR_MODE_KEY, gotoHydrated, repoRoot, waitForHydration } from "../support/app.ts";
import { expectNoWcagViolations } from "../support/axe.ts";

const OPERATION = "/docs/api/payments/create";

test("a nested property expands, and its anchor link opens it from a fresh page load", async ({ page }) => {
  await gotoHydrated(page, OPERATION);
  const requestBody = page.locator("section[aria-labelledby='request-body-title']");
  const disclosure = requestBody.locator("details.schema-prop__nested").first();
  await expect(disclosure).not.toHaveAttribute("open", "");
  await disclosure.locator("> summary").click();
  const nested = disclosure.locator(".schema-prop").first();
  await expect(nested).toBeVisible();
  const anchor = await nested.getAttribute("id");
  expect(anchor).toMatch(/^request-body-/);

  await page.goto("about:blank");
  await page.goto(`${OPERATION}#${anchor}`);
  const target = page.locator(`[id="${anchor}"]`);
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
});

test("the sample language choice persists across operation pages and reloads", async ({ page }) => {
  await gotoHydrated(page, OPERATION);
  const picker = page.getByRole("combobox", { name: "Sample language" });
  await expect(page.locator("[data-sample-language='curl']").first()).toBeVisible();
  await picker.selectOption("python");
  await expect(page.locator("[data-sample-language='python']").first()).toBeVisible();
  await expect(page.locator("[data-sample-language='curl']").first()).toBeHidden();

  await gotoHydrated(page, "/docs/api/conversions/quote");
  await expect(page.getByRole("combobox", { name: "Sample language" })).toHaveValue("python");
  await expect(page.locator("[data-sample-language='python']").first()).toContainText("import requests");
  await page.reload();
  await expect(page.locator("[data-sample-language='python']").first()).toBeVisible();
});

test("after a reload or Back the response card shows the first success again, its dropdown agreeing with the example shown", async ({
  page,
}) => {
  await gotoHydrated(page, OPERATION);
  const card = page.getByRole("complementary", { name: "Examples" }).getByRole("region", { name: "Response" });
  const status = card.getByRole("combobox", { name: "Response status" });
  for (const leave of [
    () => page.reload(),
    async () => (await page.goto("/docs/api/payments/quote"), await page.goBack()),
  ]) {
    await status.selectOption("409");
    await expect(card.getByRole("figure")).toHaveAccessibleName(/^Response 409: /);
    await leave();
    await waitForHydration(page);
    await expect(status).toHaveValue("201");
    await expect(card.getByRole("figure")).toHaveAccessibleName(/^Response 201: /);
  }
});

/** The chevron before a disclosure's summary, as read in the page (`chevronOf`). */
interface Chevron {
  name: string;
  open: boolean;
  mask: string;
  drawn: boolean;
  coloured: boolean;
  transform: string;
}

/**
 * The chevron before a disclosure's summary: its summary's text, whether its disclosure is open,
 * its mask, whether it is drawn, its rotation, and whether its colour is the one expected: the
 * summary's text colour, or in forced colours the system text colour, never the system background.
 */
function chevronOf(element: Element): Chevron {
  const before = getComputedStyle(element, "::before");
  const system = (color: string) => {
    const probe = document.body.appendChild(document.createElement("span"));
    probe.style.cssText = `color: ${color}; forced-color-adjust: none`;
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  };
  const expected = matchMedia("(forced-colors: active)").matches
    ? system("CanvasText")
    : getComputedStyle(element).color;
  return {
    name: (element as HTMLElement).innerText.replace(/\s+/g, " "),
    open: (element.parentElement as HTMLDetailsElement).open,
    mask: before.maskImage,
    drawn: before.display !== "none" && before.width !== "0px",
    coloured: before.backgroundColor === expected && before.backgroundColor !== system("Canvas"),
    transform: before.transform,
  };
}

const QUARTER_TURN = "matrix(0, 1, -1, 0, 0, 0)";

/** A disclosure's kind, by its summary's text: a schema's "Show N child properties" or "Show N variants", or a response row. */
const disclosureKind = (name: string) => (/^Show \d+ /.test(name) ? "schema" : "response");

for (const media of [
  { forcedColors: "none" },
  { forcedColors: "active", colorScheme: "light" },
  { forcedColors: "active", colorScheme: "dark" },
] as const) {
  const mode = media.forcedColors === "none" ? "" : ` in ${media.colorScheme} forced colours`;
  test(`every disclosure of an operation page shows a chevron that turns when it opens${mode}`, async ({ page }) => {
    await page.emulateMedia(media);
    await gotoHydrated(page, "/docs/api/beneficiaries/beneficiary-create");
    // The reference's disclosures; "On this page" is the contents', with a chevron of its own (docs.css).
    const summaries = page.getByRole("main").locator("details > summary:not(.toc-collapsible__button)");
    // Response rows, "Show N child properties" and "Show N variants".
    await expect(summaries.filter({ hasText: /^Show \d+ variants of / }).first()).toBeAttached();
    const visible = summaries.filter({ visible: true });
    // Every chevron: drawn with the chevron mask, in the expected colour, turned as its disclosure is.
    const chevrons: Chevron[] = await Promise.all((await visible.all()).map((summary) => summary.evaluate(chevronOf)));
    for (const chevron of chevrons) {
      expect(chevron.mask, chevron.name).toMatch(/\/chevron[-.]/);
      expect(chevron.drawn, chevron.name).toBe(true);
      expect(chevron.coloured, `${chevron.name}: the chevron's colour`).toBe(true);
      expect(chevron.transform, chevron.name).toBe(chevron.open ? QUARTER_TURN : "none");
    }
    // The rotation is one rule per kind of disclosure and state: the first closed and the first open
    // disclosure of each kind turn on a click, and back on the next.
    const firsts = new Map(
      chevrons.map((chevron, index) => [`${disclosureKind(chevron.name)} ${chevron.open}`, index] as const).reverse(),
    );
    expect([...firsts.keys()].sort()).toEqual(["response false", "response true", "schema false"]);
    for (const index of firsts.values()) {
      const summary = visible.nth(index);
      const { name, open } = chevrons[index];
      await summary.click();
      await expect
        .poll(async () => (await summary.evaluate(chevronOf)).transform, `${name} after a click`)
        .toBe(open ? "none" : QUARTER_TURN);
      await summary.click();
      await expect
        .poll(async () => (await summary.evaluate(chevronOf)).transform, `${name} after a second click`)
        .toBe(open ? QUARTER_TURN : "none");
    }
    // The docs sidebar's categories are disclosures too; their chevron is an element of its own.
    const category = page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("button", { name: "Beneficiaries", exact: true });
    const drawn = await category.locator(".doc-sidebar__chevron").evaluate((element) => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.cssText =
        `color: ${matchMedia("(forced-colors: active)").matches ? "CanvasText" : getComputedStyle(element.parentElement!).color}; ` +
        `forced-color-adjust: none`;
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return getComputedStyle(element).backgroundColor === expected;
    });
    expect(drawn, "the sidebar category's chevron has the text colour").toBe(true);
  });
}

test("oneOf variants are selectable and name their discriminator value", async ({ page }) => {
  await gotoHydrated(page, "/docs/api/beneficiaries/beneficiary-create");
  const variants = page.locator("section[aria-labelledby='request-body-title'] .schema-variants").first();
  const tabs = variants.getByRole("tab");
  await expect(tabs.first()).toContainText("payment_channel = local");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(variants.getByRole("tabpanel").filter({ hasText: "swift_code" })).toBeVisible();
});

test(
  "the version menu of an operation goes to the same operation, or the other version's " +
    "API overview when it has neither the operation nor its group",
  async ({ page }) => {
    await gotoHydrated(page, "/docs/1.37/api/payments/create");
    await page.getByRole("button", { name: /Documentation version/ }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: /2\.0/ }).click();
    await expect(page).toHaveURL(/\/docs\/api\/payments\/create$/);

    await gotoHydrated(page, "/docs/api/users/sign-up");
    await page.getByRole("button", { name: /Documentation version/ }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: /1\.37/ }).click();
    await expect(page).toHaveURL(/\/docs\/1\.37\/api$/);
    await expect(page.locator("main h1")).toHaveText("API reference");
  },
);

test("the OpenAPI documents download as YAML and JSON", async ({ request }) => {
  const yaml = await request.get("/openapi/tidewire-2.0.yaml");
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toMatch(/^openapi: 3\.1/);
  const json = await request.get("/openapi/tidewire-1.37.json");
  expect((await json.json()).info.version).toBe("1.37");
});

test("the prerendered HTML of every operation page holds every parameter and property name", () => {
  const missing: string[] = [];
  for (const { file, routePrefix } of API_DOCUMENTS) {
    const doc = loadApiDocument(file);
    for (const { group, slug } of operationIndex(doc).operations) {
      const view = buildOperationView({ doc, markdown: (text) => text }, group.slug, slug)!;
      const html = readFileSync(
        join(repoRoot, "build/client", routePrefix, group.slug, view.slug, "index.html"),
        "utf8",
      );
      const names = [
        ...Object.values(view.parameters).flatMap((parameters) => parameters.map((p) => p.name)),
        ...(view.requestBody ? collectPropertyNames(view.requestBody.schema) : []),
        ...view.responses.flatMap((response) => (response.body ? collectPropertyNames(response.body.schema) : [])),
      ];
      for (const name of new Set(names)) {
        const escaped = name.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
        if (!html.includes(`>${escaped}</code>`)) missing.push(`${routePrefix}${group.slug}/${view.slug}: ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

for (const mode of ["light", "dark"] as const) {
  for (const path of [
    OPERATION,
    "/docs/api/beneficiaries/beneficiary-create",
    "/docs/api/payments/webhook",
    "/docs/api/beneficiaries",
    "/docs/api-changes/1.37-to-2.0",
  ]) {
    test(`${path} has no WCAG 2.2 AA violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const);
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      await expectNoWcagViolations(page, `${path} (${mode})`);
    });
  }
}

test("a response row opens only when it has more to show than its one line", async ({ page }) => {
  for (const path of ["/docs/api/payments/webhook", OPERATION]) {
    await gotoHydrated(page, path);
    const rows = page.locator("li.response");
    await expect(rows.first()).toBeVisible();
    const kinds = await rows.evaluateAll((items) =>
      items.map((item) => {
        const details = item.querySelector(":scope > details");
        if (!details) return "plain";
        return [...details.children].some((child) => child.tagName !== "SUMMARY") ? "opens" : "empty disclosure";
      }),
    );
    expect(kinds, path).not.toContain("empty disclosure");
  }
  // The webhook's acknowledgement rows are one line each.
  await gotoHydrated(page, "/docs/api/payments/webhook");
  await expect(page.locator("li.response > .response__summary--static")).not.toHaveCount(0);
});

for (const width of [390, 1024, 1280])
  test(`at ${width} px the request samples come before the Previous/Next pager`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, OPERATION);
    const request = page.getByRole("complementary", { name: "Examples" }).getByRole("region", { name: "Request" });
    const pager = page.getByRole("navigation", { name: "Docs pages" });
    const [requestBox, pagerBox, articleBox] = await Promise.all([
      request.boundingBox(),
      pager.boundingBox(),
      page.locator("article.api-article").boundingBox(),
    ]);
    expect(requestBox!.y).toBeLessThan(pagerBox!.y);
    // Under the reference text, never above its end.
    expect(pagerBox!.y).toBeGreaterThanOrEqual(articleBox!.y + articleBox!.height);
  });

test("an error response names its problem types, linked to the error catalogue, while its row is closed", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api/payments/create");
  const conflict = page.locator("#response-409");
  await expect(conflict.locator("> details")).not.toHaveAttribute("open");
  const link = conflict.getByRole("link", { name: "Quote expired" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/errors\/quote-expired$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote expired");
});
