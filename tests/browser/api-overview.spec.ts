import { expect, test } from "@playwright/test";
import { operationIndex } from "../../web/app/api-reference/operation-index.ts";
import { gotoHydrated } from "../support/app.ts";
import { API_DOCUMENTS, loadApiDocument } from "../support/openapi-documents.ts";

for (const { version, file, routePrefix } of API_DOCUMENTS) {
  const overview = routePrefix.replace(/\/$/, "");
  test(`${overview} lists every group of API ${version} with its operations, each linked to its page`, async ({
    page,
  }) => {
    const index = operationIndex(loadApiDocument(file));
    await gotoHydrated(page, overview);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("API reference");
    for (const group of index.groups) {
      const section = main.getByRole("region", { name: group.name, exact: true });
      await expect(section.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        `${routePrefix}${group.slug}`,
      );
      const operations = section.getByRole("listitem");
      await expect(operations).toHaveCount(group.operations.length);
      for (const [position, op] of group.operations.entries()) {
        const row = operations.nth(position);
        await expect(row).toContainText(op.method);
        await expect(row.locator("code")).toHaveText(op.path);
        await expect(row.getByRole("link", { name: op.summary, exact: true })).toHaveAttribute(
          "href",
          `${routePrefix}${group.slug}/${op.slug}`,
        );
      }
    }
  });
}

test("the overview states the base URLs and authentication, and offers the whole document and the API changes", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api");
  const main = page.locator("main");
  await expect(main.getByRole("region", { name: "Base URLs" })).toContainText(
    "https://api.sandbox.tidewire.example/v2",
  );
  await expect(main.getByRole("region", { name: "Base URLs" })).toContainText("Production");
  const auth = main.getByRole("region", { name: "Authenticating requests" });
  await expect(auth).toContainText("Authorization: Bearer <token>");
  await expect(auth.getByRole("link", { name: "Get an access token" })).toHaveAttribute(
    "href",
    "/docs/api/authentication/authenticate",
  );
  await expect(main.getByRole("link", { name: "Download YAML" })).toHaveAttribute("href", "/openapi/tidewire-2.0.yaml");
  await expect(main.getByRole("link", { name: "Download JSON" })).toHaveAttribute("href", "/openapi/tidewire-2.0.json");
  await main.getByRole("link", { name: "What changed between versions" }).click();
  await expect(page).toHaveURL(/\/docs\/api-changes\/1\.37-to-2\.0$/);
});

test("a summary on the overview opens its operation page", async ({ page }) => {
  await gotoHydrated(page, "/docs/api");
  await page
    .locator("main")
    .getByRole("region", { name: "Payments", exact: true })
    .getByRole("link", { name: "Create a payment", exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/api\/payments\/create$/);
  await expect(page.locator("main h1")).toHaveText("Create a payment");
});

test("the navbar's API Reference link opens the overview, and the breadcrumbs of group and operation pages lead back to it", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/intro");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.locator("main h1")).toHaveText("API reference");

  for (const path of ["/docs/api/payments", "/docs/api/payments/create", "/docs/1.37/api/payments/create"]) {
    await gotoHydrated(page, path);
    await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "API reference" }).click();
    await expect(page).toHaveURL(path.startsWith("/docs/1.37/") ? /\/docs\/1\.37\/api$/ : /\/docs\/api$/);
    await expect(page.locator("main h1")).toHaveText("API reference");
  }
});

test("the version menu of the overview goes to the other version's overview, whose title names its version", async ({
  page,
}) => {
  await gotoHydrated(page, "/docs/api");
  await expect(page).toHaveTitle(/^API reference · /);
  await page.getByRole("button", { name: /Documentation version/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: /1\.37/ }).click();
  await expect(page).toHaveURL(/\/docs\/1\.37\/api$/);
  await expect(page).toHaveTitle(/^API reference \(API 1\.37\) · /);
  await expect(page.getByRole("note")).toContainText("no longer actively maintained");

  await page.getByRole("button", { name: /Documentation version/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: /2\.0/ }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the overview never scrolls sideways, and each operation is a card with its path under its summary", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/api");
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const card = page
      .locator("main")
      .getByRole("region", { name: "Stablecoin off-ramp" })
      .getByRole("listitem")
      .filter({ hasText: "/documents/remove" });
    const summary = await card.getByRole("link").boundingBox();
    const path = await card.locator("code").boundingBox();
    const box = await card.boundingBox();
    expect(path!.y).toBeGreaterThan(summary!.y + summary!.height - 1);
    expect(path!.x + path!.width).toBeLessThanOrEqual(box!.x + box!.width);
  });
});

test("the API overview starts with an index of its groups and the error catalogue, and a whole row opens its operation", async ({
  page,
}) => {
  const index = operationIndex(loadApiDocument(API_DOCUMENTS[0].file));
  await gotoHydrated(page, "/docs/api");
  const groups = page.getByRole("navigation", { name: "API groups" });
  await expect(groups.getByRole("link")).toHaveCount(index.groups.length + 1);
  await expect(groups.getByRole("link", { name: "Error catalogue" })).toHaveAttribute("href", "/errors");
  const [first] = index.groups;
  await expect(groups.getByRole("listitem").first()).toHaveText(`${first.name} ${first.operations.length}`);
  await groups.getByRole("link", { name: first.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: first.name })).toBeInViewport();

  // A click on the row's path, away from the summary link, follows the link.
  const section = page.getByRole("region", { name: first.name, exact: true });
  const path = (await section.getByRole("listitem").first().locator("code").boundingBox())!;
  await page.mouse.click(path.x + path.width / 2, path.y + path.height / 2);
  await expect(page).toHaveURL(new RegExp(`/docs/api/${first.slug}/${first.operations[0].slug}$`));
});
