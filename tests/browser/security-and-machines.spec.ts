import { expect, test } from "@playwright/test";
import { focusSearchWithShortcut, gotoHydrated, recordButtonStates } from "../support/app.ts";

const PAGES = [
  "/",
  "/docs/api-docs/payments",
  "/docs/api/payments/create",
  "/errors/quote-expired",
  "/blog/beneficiary-validation-api",
  "/search?q=payment&ctx=api&version=2.0",
];

for (const path of PAGES) {
  test(`${path} works under its Content-Security-Policy with no violations or console errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const response = await gotoHydrated(page, path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    if (path.startsWith("/search")) await expect(page.locator(".search-result").first()).toBeVisible();
    else {
      await (await focusSearchWithShortcut(page)).pressSequentially("fund");
      await expect(page.getByRole("option").first()).toBeVisible();
    }
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect([...violations, ...problems]).toEqual([]);
  });
}

test("every doc and operation page has a Markdown twin, and Copy page copies it", async ({
  page,
  context,
  request,
}) => {
  const markdown = await request.get("/docs/api-docs/payments.md");
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).toMatch(/^# Payments\n/);
  const operation = await request.get("/docs/api/payments/create.md");
  expect(await operation.text()).toContain("`POST /payments`");

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/docs/api-docs/payments");
  const button = page.getByRole("button", { name: "Copy page" });
  const states = await recordButtonStates(button);
  await button.click();
  await expect.poll(async () => (await states()).map((state) => state.name)).toContain("Copied as Markdown");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await request.get("/docs/api-docs/payments.md")).text(),
  );
});

test("llms.txt, sitemap.xml and robots.txt describe the site for machines", async ({ request }) => {
  const llms = await (await request.get("/llms.txt")).text();
  expect(llms).toContain("/docs/api-docs/payments.md");
  expect(llms).toContain("/docs/api/payments/create.md");
  expect(llms).toContain("## Errors\n\n- [Error catalogue](https://developers.tidewire.example/errors.md)");
  expect(llms).toContain(
    "- [Bad request (400 bad-request)](https://developers.tidewire.example/errors/bad-request.md)",
  );
  expect(llms).toContain("## Blog\n\n- [");
  expect(await (await request.get("/errors/quote-expired.md")).text()).toMatch(
    /^# Quote expired\n[\s\S]*## Operations that return it\n\n### API 2\.0\n\n- \[Create a payment\]/,
  );
  expect(await (await request.get("/docs/1.37/llms.txt")).text()).toContain("/docs/1.37/api/payments/create.md");
  expect((await (await request.get("/llms-full.txt")).text()).length).toBeGreaterThan(50_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://developers.tidewire.example/docs/intro</loc>");
  expect(sitemap).toContain("<loc>https://developers.tidewire.example/errors/quote-expired</loc>");
  expect(await (await request.get("/robots.txt")).text()).toContain(
    "Sitemap: https://developers.tidewire.example/sitemap.xml",
  );
});

test("blog posts carry canonical, Open Graph and JSON-LD metadata", async ({ page }) => {
  await page.goto("/blog/beneficiary-validation-api");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://developers.tidewire.example/blog/beneficiary-validation-api",
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("BlogPosting");
});
