import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/app.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("the home page's Environments table fits its column, each URL wrapping after its scheme and host start", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const table = page.locator(".table-wrapper").filter({ hasText: "Base URL" });
  const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // No line of a URL is "https://" alone: the first line of each one holds its host's start.
  const firstLines = await table.locator("code").evaluateAll((codes) =>
    codes
      .filter((code) => code.textContent!.startsWith("https://"))
      .map((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        const top = range.getClientRects()[0].top;
        let text = "";
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let index = 0; index < node.textContent!.length; index++) {
            const char = document.createRange();
            char.setStart(node, index);
            char.setEnd(node, index + 1);
            if (Math.abs(char.getBoundingClientRect().top - top) < 2) text += node.textContent![index];
          }
        }
        return text;
      }),
  );
  expect(firstLines.length).toBe(2);
  for (const line of firstLines) expect(line).toMatch(/^https:\/\/api/);
});
