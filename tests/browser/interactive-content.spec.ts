import { expect, test, type Locator, type Page } from "@playwright/test";
import { buildOperationView, type ExampleView } from "../../web/app/api-reference/operation-view.ts";
import {
  COLOR_MODE_KEY,
  focusSearchWithShortcut,
  gotoHydrated,
  recordButtonStates,
  revealSidebarLink,
  settledSuggestions,
  waitForHydration,
} from "../support/app.ts";
import { API_DOCUMENTS, loadApiDocument } from "../support/openapi-documents.ts";

/**
 * The interactive parts of page content work however the reader got to the page: on a full
 * load, and after a client navigation from another page of the same template, where the new
 * content replaces the old one without a document load (so anything wired up once, on the first
 * document, would be missing). Only user-visible behaviour is asserted: roles, accessible names,
 * ARIA state, visibility, the clipboard and the URL.
 */

type Arrival = "first load" | "client navigation";
const ARRIVALS = ["first load", "client navigation"] as const;

/** A page under test and how a reader reaches it from another page of the same template. */
interface Destination {
  /** The URL to open on a first load (path, and query where the test needs one). */
  url: string;
  /** The page's level-1 heading, to know its content is the one shown. */
  heading: string;
  /** Another page of the same template, where the client navigation starts. */
  from: string;
  /** Does what a reader does on `from` to get to the destination (follows a link). */
  follow: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole("main");
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" });
/** A docs sidebar link; operation links start with their method badge, so match the end of the name. */
const sidebarLink = (page: Page, name: string | RegExp) => sidebar(page).getByRole("link", { name, exact: true });
const followSidebar = (name: string | RegExp) => async (page: Page) =>
  (await revealSidebarLink(sidebar(page), name)).click();

/** Set on `window` before a client navigation; a document load would drop it. */
const MARKER = "__interactiveContentSameDocument";

/** Sets the marker that proves later that no document load happened. */
async function markDocument(page: Page) {
  await page.evaluate((marker) => {
    (window as unknown as Record<string, boolean>)[marker] = true;
  }, MARKER);
}

/** Asserts the document that `markDocument` marked is still the one shown (no reload since). */
async function expectSameDocument(page: Page) {
  const marked = await page.evaluate(
    (marker) => (window as unknown as Record<string, boolean>)[marker] === true,
    MARKER,
  );
  expect(marked, "the page was reached by client navigation, without a document load").toBe(true);
}

/**
 * Arrives at `destination`: on a "first load" by opening its URL; on a "client navigation" by
 * opening `from`, then following the link there, and checking no document load happened. Either
 * way it returns once the destination's heading shows and the page is hydrated.
 */
async function arrive(page: Page, arrival: Arrival, destination: Destination) {
  const heading = main(page).getByRole("heading", { level: 1 });
  if (arrival === "first load") {
    await gotoHydrated(page, destination.url);
    await expect(heading).toHaveText(destination.heading);
    return;
  }
  await gotoHydrated(page, destination.from);
  await markDocument(page);
  await destination.follow(page);
  const { pathname } = new URL(destination.url, "http://site.invalid");
  await expect(page).toHaveURL((url) => url.pathname.replace(/(.)\/$/, "$1") === pathname);
  await expect(heading).toHaveText(destination.heading);
  await expectSameDocument(page);
}

/** A guide with tabs (Node.js, Python), reached through a link in another guide's body. */
const WEBHOOKS_GUIDE: Destination = {
  url: "/docs/api-docs/webhooks",
  heading: "Webhooks",
  from: "/docs/api-docs/payments",
  follow: (page) => main(page).getByRole("link", { name: "Webhooks", exact: true }).first().click(),
};

/** A guide with code blocks and a long table of contents, reached from the sidebar. */
const CONVERSIONS_GUIDE: Destination = {
  url: "/docs/api-docs/conversions",
  heading: "Conversions",
  from: "/docs/api-docs/hs-code",
  follow: followSidebar("Conversions"),
};

/** An operation with parameters, a request body with nested objects, samples and several responses. */
const CREATE_PAYMENT: Destination = {
  url: "/docs/api/payments/create",
  heading: "Create a payment",
  from: "/docs/api/payments/quote",
  follow: followSidebar(/ Create a payment$/),
};

/** An operation whose request body is a oneOf with a discriminator. */
const CREATE_BENEFICIARY: Destination = {
  url: "/docs/api/beneficiaries/beneficiary-create",
  heading: "Create a beneficiary",
  from: "/docs/api/beneficiaries/beneficiary-validation",
  follow: followSidebar(/ Create a beneficiary$/),
};

/**
 * Asserts the WAI-ARIA tabs state: only tab `selected` has aria-selected="true", its panel (the
 * element its aria-controls names) is visible and every other panel is hidden.
 */
async function expectSelectedTab(page: Page, tabs: Locator, selected: number) {
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    await expect(tab).toHaveAttribute("aria-selected", String(index === selected));
    const panel = page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`);
    if (index === selected) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
}

/** Puts a sentinel in the clipboard, so a copy that did nothing cannot pass for one that did. */
const resetClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText("(nothing copied)"));
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The request sample languages every operation page offers (ids of `data-sample-language`). */
const SAMPLE_LANGUAGES = ["curl", "javascript", "python", "java", "go", "php", "csharp"];

/**
 * Asserts that exactly one request sample shows, the one in `language`, and that every language
 * has its samples on the page (one per request body example).
 */
async function expectSampleShown(page: Page, language: string) {
  for (const id of SAMPLE_LANGUAGES)
    await expect(page.locator(`[data-sample-language="${id}"]`).first()).toBeAttached();
  const shown = page.locator("[data-sample-language]").filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("data-sample-language", language);
}

/** A card of the operation page's examples column ("Request", "Response", "Payload"). */
const exampleCard = (page: Page, name: string) =>
  page.getByRole("complementary", { name: "Examples" }).getByRole("region", { name, exact: true });

/** The view of the 2.0 operation behind CREATE_PAYMENT, with its examples as the source has them. */
const createPaymentView = () =>
  buildOperationView({ doc: loadApiDocument(API_DOCUMENTS[0].file), markdown: (text) => text }, "payments", "create")!;

/**
 * Asserts that `card` shows exactly one example body (its other code blocks are in the page but
 * hidden), named `caption` and holding the source's text of `example`.
 */
async function expectShownExample(card: Locator, caption: string, example: ExampleView) {
  const shown = card.getByRole("figure");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(caption);
  await expect(shown.locator("pre")).toHaveText(example.text);
}

const highlightCount = (page: Page) => page.evaluate(() => CSS.highlights.get("search-terms")?.size ?? 0);

for (const arrival of ARRIVALS) {
  test.describe(`after a ${arrival}`, () => {
    test("guide tabs select on click, and Arrow keys, Home and End move focus and selection", async ({ page }) => {
      await arrive(page, arrival, WEBHOOKS_GUIDE);
      const tabs = main(page).getByRole("tablist").first().getByRole("tab");
      await expect(tabs).toHaveText(["Node.js", "Python"]);
      await expectSelectedTab(page, tabs, 0);

      await tabs.nth(1).click();
      await expectSelectedTab(page, tabs, 1);
      await tabs.nth(0).click();
      await expectSelectedTab(page, tabs, 0);

      // With two tabs, each key lands on a different tab than the one before, and the arrows wrap.
      for (const [key, index] of [
        ["End", 1],
        ["Home", 0],
        ["ArrowRight", 1],
        ["ArrowRight", 0],
        ["ArrowLeft", 1],
        ["ArrowLeft", 0],
      ] as const) {
        await page.keyboard.press(key);
        await expect(tabs.nth(index), `${key} moves focus`).toBeFocused();
        await expectSelectedTab(page, tabs, index);
      }
    });

    test("Copy on a code block copies exactly the code shown and says Copied", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await arrive(page, arrival, CONVERSIONS_GUIDE);
      // Matches the button before and after its name changes, so it stays the same button.
      const button = main(page)
        .getByRole("button", { name: /^(Copy code to clipboard|Copied)$/ })
        .filter({ visible: true })
        .first();
      await expect(button).toHaveAccessibleName("Copy code to clipboard");
      // The code of this block: the <pre> in the nearest ancestor of the button that has one.
      const shown = await button.locator("xpath=ancestor::*[.//pre][1]").locator("pre").innerText();
      expect(shown.length).toBeGreaterThan(20);

      await resetClipboard(page);
      const states = await recordButtonStates(button);
      await button.click();
      await expect.poll(states).toContainEqual({ name: "Copied", text: "Copied" });
      expect(await clipboardText(page)).toBe(shown);
    });

    test("copy-link buttons copy the address of a parameter and of a property", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await arrive(page, arrival, CREATE_PAYMENT);
      for (const [name, anchor] of [
        ["Idempotency-Key", "parameter-header-idempotency-key"],
        ["quote_id", "request-body-quote_id"],
      ] as const) {
        await resetClipboard(page);
        // quote_id is a request and a response property: the first button is the request body's.
        const button = main(page)
          .getByRole("button", { name: `Copy link to ${name}`, exact: true })
          .first();
        const states = await recordButtonStates(button);
        await button.click();
        await expect.poll(async () => (await states()).map((state) => state.name)).toContain(`Link to ${name} copied`);
        expect(await clipboardText(page)).toBe(`${baseURL}${CREATE_PAYMENT.url}#${anchor}`);
        // The copied address leads to the row of that name.
        await expect(page.locator(`[id="${anchor}"]`)).toContainText(name);
      }
    });

    test("the sample language picker shows the chosen language, on the next operation and after a reload", async ({
      page,
    }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      const picker = page.getByRole("combobox", { name: "Sample language" });
      await expectSampleShown(page, "curl");
      await picker.selectOption({ label: "Go" });
      await expectSampleShown(page, "go");
      await picker.selectOption({ label: "Python" });
      await expectSampleShown(page, "python");

      await markDocument(page);
      await (await revealSidebarLink(sidebar(page), / Quote a conversion$/)).click();
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Quote a conversion");
      await expectSameDocument(page);
      await expect(picker).toHaveValue("python");
      await expectSampleShown(page, "python");

      await page.reload();
      await waitForHydration(page);
      await expect(picker).toHaveValue("python");
      await expectSampleShown(page, "python");
    });

    test("the response card shows one example: the chosen status's, and the chosen example of it", async ({ page }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      const card = exampleCard(page, "Response");
      const status = card.getByRole("combobox", { name: "Response status" });
      const offered = createPaymentView().responses.filter((response) => response.body?.examples.length);
      await expect(status.locator("option")).toHaveText(offered.map((response) => new RegExp(`^${response.status} `)));
      // The first success shows before anything is chosen.
      await expect(status).toHaveValue("201");
      await expectShownExample(card, "Response 201: A new payment waiting to be funded", offered[0].body!.examples[0]);

      for (const response of offered) {
        await status.selectOption(response.status);
        const examples = response.body!.examples;
        const picker = card.getByRole("combobox", { name: "Response example" });
        if (examples.length === 1) {
          await expect(picker).toHaveCount(0);
          const [example] = examples;
          await expectShownExample(
            card,
            example.summary ? `Response ${response.status}: ${example.summary}` : `Response ${response.status}`,
            example,
          );
          continue;
        }
        await expect(picker).toHaveValue("0");
        for (const [index, example] of examples.entries()) {
          await picker.selectOption({ index });
          await expectShownExample(card, `Response ${response.status}: ${example.summary ?? example.name}`, example);
        }
      }
    });

    test("choosing a body example changes the request every language sends, and the body shows once, in the sample", async ({
      page,
    }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      const card = exampleCard(page, "Request");
      const [first, second] = createPaymentView().requestBody!.examples;
      const picker = page.getByRole("combobox", { name: "Sample language" });
      // A string of one example's body that the other lacks, as every language writes it.
      const strings = (example: { value: unknown }) =>
        Object.values(example.value as Record<string, unknown>).filter((value) => typeof value === "string");
      const bodyOf = (mine: { value: unknown }, other: { value: unknown }) =>
        strings(mine).find((value) => !strings(other).includes(value))!;
      await expect(card.getByRole("figure", { name: `cURL: ${first.summary}` })).toContainText(bodyOf(first, second));
      // One block shows: the sample in the chosen language, which carries the body.
      await expect(card.getByRole("figure").filter({ visible: true })).toHaveCount(1);

      await card.getByRole("combobox", { name: "Request body example" }).selectOption({ label: second.summary! });
      for (const [language, label] of [
        ["curl", "cURL"],
        ["python", "Python"],
        ["go", "Go"],
      ]) {
        await picker.selectOption(language);
        const sample = card.getByRole("figure", { name: `${label}: ${second.summary}` });
        await expect(sample).toBeVisible();
        await expect(sample).toContainText(bodyOf(second, first));
        await expect(card.getByRole("figure").filter({ visible: true })).toHaveCount(1);
      }
    });

    test("the response status and example dropdowns work with the keyboard alone", async ({ page }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      const card = exampleCard(page, "Response");
      const status = card.getByRole("combobox", { name: "Response status" });
      const { responses } = createPaymentView();
      const badRequest = responses.find((response) => response.status === "400")!;
      const serverError = responses.find((response) => response.status === "5XX")!;
      await status.focus();
      await page.keyboard.press("ArrowDown");
      await expect(status).toHaveValue("400");
      await expectShownExample(card, "Response 400", badRequest.body!.examples[0]);

      await page.keyboard.press("End");
      await expect(status).toHaveValue("5XX");
      await page.keyboard.press("Tab");
      const picker = card.getByRole("combobox", { name: "Response example" });
      await expect(picker).toBeFocused();
      await page.keyboard.press("ArrowDown");
      const second = serverError.body!.examples[1];
      await expectShownExample(card, `Response 5XX: ${second.summary}`, second);
    });

    test("oneOf variant tabs select on click and with the keyboard", async ({ page }) => {
      await arrive(page, arrival, CREATE_BENEFICIARY);
      // The first variants on the page are the request body's.
      const variants = page.locator(".schema-variants").first();
      const tabs = variants.getByRole("tab");
      await expect(tabs.first()).toContainText("payment_channel = local");
      await expectSelectedTab(page, tabs, 0);

      await tabs.nth(1).click();
      await expectSelectedTab(page, tabs, 1);
      const swift = variants.getByRole("tabpanel", { name: /payment_channel = swift/ });
      await expect(swift.getByRole("button", { name: "Copy link to bank_details", exact: true })).toBeVisible();

      await page.keyboard.press("ArrowLeft");
      await expect(tabs.nth(0)).toBeFocused();
      await expectSelectedTab(page, tabs, 0);
      await page.keyboard.press("End");
      await expect(tabs.nth(1)).toBeFocused();
      await expectSelectedTab(page, tabs, 1);
    });

    test("nested schema properties and responses expand and collapse", async ({ page }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      // The first nested object on the page: metadata, in the request body.
      const nested = page.locator("details.schema-prop__nested").first();
      const nestedProperty = nested.getByRole("button", { name: /^Copy link to / }).first();
      await expect(nestedProperty).toBeHidden();
      await nested.locator("> summary").click();
      await expect(nestedProperty).toBeVisible();
      await nested.locator("> summary").click();
      await expect(nestedProperty).toBeHidden();

      // A response that starts collapsed (the error responses do).
      const responses = page.locator("li.response > details");
      const closed = await responses.evaluateAll((elements) =>
        elements.findIndex((element) => !(element as HTMLDetailsElement).open),
      );
      expect(closed).toBeGreaterThanOrEqual(0);
      const response = responses.nth(closed);
      const responseProperty = response.getByRole("button", { name: /^Copy link to / }).first();
      await expect(responseProperty).toBeHidden();
      await response.locator("> summary").click();
      await expect(responseProperty).toBeVisible();
    });

    test('the table of contents marks the heading scrolled to the top with aria-current="location"', async ({
      page,
    }) => {
      await arrive(page, arrival, CONVERSIONS_GUIDE);
      const toc = page.getByRole("navigation", { name: "On this page" });
      for (const name of ["Create a conversion", "Track a conversion"]) {
        const link = toc.getByRole("link", { name, exact: true });
        await expect(link).not.toHaveAttribute("aria-current", "location");
        const heading = page.locator(`[id="${(await link.getAttribute("href"))!.replace(/^#/, "")}"]`);
        await heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
        await expect(link).toHaveAttribute("aria-current", "location");
        await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
      }
    });

    test("_highlight in the URL marks the words with CSS Custom Highlights", async ({ page }) => {
      await arrive(page, arrival, {
        url: "/docs/api-docs/conversions?_highlight=expiry",
        heading: "Conversions",
        from: "/docs/api-docs/webhooks",
        // The search box's suggestions are how a reader reaches a page with _highlight.
        follow: async (page) => {
          const box = await focusSearchWithShortcut(page);
          await box.pressSequentially("rate expiry", { delay: 20 });
          await page
            .getByRole("listbox", { name: "Search suggestions" })
            .getByRole("option")
            .filter({ hasText: "Handle rate expiry" })
            .first()
            .click();
        },
      });
      await expect(page).toHaveURL(/[?&]_highlight=/);
      await expect.poll(() => highlightCount(page)).toBeGreaterThan(0);
    });

    test("a link inside the content navigates without a document load", async ({ page }) => {
      await arrive(page, arrival, {
        url: "/docs/api-docs/payments",
        heading: "Payments",
        from: "/docs/intro",
        follow: followSidebar("Payments"),
      });
      await markDocument(page);
      await main(page).getByRole("link", { name: "Webhooks", exact: true }).first().click();
      await expect(page).toHaveURL(/\/docs\/api-docs\/webhooks$/);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Webhooks");
      await expectSameDocument(page);
    });

    test("a link inside an operation's description navigates without a document load", async ({ page }) => {
      await arrive(page, arrival, CREATE_PAYMENT);
      await markDocument(page);
      // The request body's quote_id description links to the quote operation.
      await main(page).getByRole("link", { name: "Quote", exact: true }).first().click();
      await expect(page).toHaveURL(/\/docs\/api\/payments\/quote$/);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Create a payment quote");
      await expectSameDocument(page);
    });

    test("the language menu opens, offers the current page in English, and closes with Escape", async ({ page }) => {
      await arrive(page, arrival, CONVERSIONS_GUIDE);
      const button = page.getByRole("button", { name: "Language: English" });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const english = page.getByRole("menuitem", { name: "English", exact: true });
      await expect(english).toBeVisible();
      await expect(english).toHaveAttribute("href", CONVERSIONS_GUIDE.url);
      await page.keyboard.press("Escape");
      await expect(english).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}

/**
 * The site chrome's own first-load behaviour is covered by search, color-mode, version-menu,
 * announcement and keyboard specs; here only that it still works once the content was swapped by
 * a client navigation.
 */
test.describe("after a client navigation", () => {
  test("Ctrl+K focuses the search box, typing suggests pages, Enter opens one", async ({ page }) => {
    await arrive(page, "client navigation", CONVERSIONS_GUIDE);
    const box = await focusSearchWithShortcut(page);
    await box.pressSequentially("signature", { delay: 20 });
    const options = await settledSuggestions(page);
    await expect(options.first()).toBeVisible();
    await markDocument(page);
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]_highlight=signature/);
    await expectSameDocument(page);
  });

  test("the colour-mode toggle switches to dark mode", async ({ page }) => {
    await arrive(page, "client navigation", CONVERSIONS_GUIDE);
    const toggle = page.getByRole("button", { name: /^Switch between dark and light mode/ });
    await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY)).toBe("dark");
  });

  test("the version menu offers, and opens, the page reached in the other version", async ({ page }) => {
    await arrive(page, "client navigation", CONVERSIONS_GUIDE);
    const button = page.getByRole("button", { name: "Documentation version 2.0" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const older = page.getByRole("menuitem", { name: /^1\.37/ });
    await expect(older).toHaveAttribute("href", "/docs/1.37/api-docs/conversions");
    await older.click();
    await expect(page).toHaveURL(/\/docs\/1\.37\/api-docs\/conversions$/);
    await expect(page.getByRole("button", { name: "Documentation version 1.37" })).toBeVisible();
  });

  test("the announcement closes", async ({ page }) => {
    await arrive(page, "client navigation", CONVERSIONS_GUIDE);
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Close announcement" }).click();
    await expect(bar).toBeHidden();
  });

  test("a sidebar category collapses and expands", async ({ page }) => {
    await arrive(page, "client navigation", CONVERSIONS_GUIDE);
    const category = sidebar(page).getByRole("button", { name: "Guides", exact: true });
    const link = sidebarLink(page, "Webhooks");
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await category.click();
    await expect(category).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
    await category.press("Enter");
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeVisible();
  });
});
