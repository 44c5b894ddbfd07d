import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { problemExamples } from "../../web/app/errors/error-catalogue.ts";
import { gotoHydrated, repoRoot } from "../support/app.ts";

/**
 * The error catalogue (docs/decisions/0006-error-catalogue-pages.md): every problem `type` URL the
 * OpenAPI documents return, mapped to this site, is a page with the type's title; the introduction's
 * error table and the catalogue page link to them.
 */

/** Every problem example of both documents: its `type` URL and `title`. */
const problems = ["2.0", "1.37"].flatMap((version) =>
  problemExamples(parse(readFileSync(join(repoRoot, `content/openapi/${version}.yaml`), "utf8"))).map((example) => ({
    type: String(example.value.type),
    title: String(example.value.title),
  })),
);
const byUrl = new Map(problems.map((problem) => [problem.type, problem.title]));

test("the OpenAPI documents use at least the twelve types of the conventions", () => {
  expect(byUrl.size).toBeGreaterThanOrEqual(12);
  for (const url of byUrl.keys()) expect(url).toMatch(/^https:\/\/developers\.tidewire\.example\/errors\/[a-z-]+$/);
});

test("every problem type URL of both OpenAPI documents, mapped to the site, answers 200 with the page of that type", async ({
  request,
}) => {
  for (const [url, title] of byUrl) {
    const path = new URL(url).pathname;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/text\/html/);
    const html = await response.text();
    expect(html, path).toContain(`<h1>${title}</h1>`);
    expect(html, path).toContain(`<code>${url}</code>`);
  }
});

test("an unknown type answers 404 with the not-found page", async ({ request }) => {
  expect((await request.get("/errors/no-such-type")).status()).toBe(404);
});

test("a type page shows the example, the recovery and the operations that return it, linked to their responses", async ({
  page,
}) => {
  await gotoHydrated(page, "/errors/quote-expired");
  await expect(page.locator("main h1")).toHaveText("Quote expired");
  await expect(page.getByRole("heading", { name: "How to recover" })).toBeVisible();
  await expect(page.locator("main figure.code-block")).toContainText(
    '"type": "https://developers.tidewire.example/errors/quote-expired"',
  );
  const fund = page
    .getByRole("region", { name: "Operations of API 2.0 that return quote-expired" })
    .getByRole("link", { name: "Fund a payment" });
  await expect(fund).toHaveAttribute("href", "/docs/api/payments/fund#response-409");
  await fund.click();
  await expect(page).toHaveURL(/\/docs\/api\/payments\/fund#response-409$/);
  await expect(page.locator("main h1")).toHaveText("Fund a payment");
});

test("the introduction's error table and the catalogue link to every type page", async ({ page }) => {
  await gotoHydrated(page, "/docs/intro");
  const table = page.locator("main table").filter({ hasText: "idempotency-conflict" });
  for (const url of byUrl.keys()) await expect(table.locator(`a[href="${new URL(url).pathname}"]`)).toHaveCount(1);
  await table.getByRole("link", { name: "insufficient-funds" }).click();
  await expect(page).toHaveURL(/\/errors\/insufficient-funds$/);
  await expect(page.locator("main h1")).toHaveText("Insufficient funds");
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Error catalogue" }).click();
  await expect(page).toHaveURL(/\/errors$/);
  for (const url of byUrl.keys()) await expect(page.locator(`main a[href="${new URL(url).pathname}"]`)).toHaveCount(1);
});
