import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 A and AA rules of axe-core. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per violation and affected node: rule id, impact, CSS target and axe's summary. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim();
        return `- [${violation.id}] (${violation.impact ?? "n/a"}) ${node.target.join(" ")}: ${summary}`;
      }),
    )
    .join("\n");
}

/** Runs axe-core's WCAG 2.2 A and AA rules on `page` as it is now and expects no violation; `label` names the page in the failure. */
export async function expectNoWcagViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  expect(results.violations, `axe violations on ${label}:\n${describeViolations(results.violations)}`).toEqual([]);
}
