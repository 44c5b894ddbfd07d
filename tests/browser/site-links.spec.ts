import { expect, test } from "@playwright/test";
import { LinkChecker } from "linkinator";

test("no internal link or #anchor is broken on any built page", async ({ baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 16,
    timeout: 20_000,
    // External sites are out of reach in this sandbox and not ours to check; every link on this origin is.
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(result.links.length).toBeGreaterThan(500);
  expect(broken).toEqual([]);
});
