import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tableAfter } from "./conventions.ts";
import { exampleAt, walkObjects, type CorpusExample } from "./example-corpus.ts";

/** The page that lists the test bank details, relative to content/, and its heading. */
export const TEST_BANK_DETAILS = { file: "docs/2.0/intro.md", section: "Test bank details" } as const;

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The test values the introduction lists under "Test bank details" (its column "Test value"). */
export function readTestBankDetails(contentDir: string): Set<string> {
  const { file, section } = TEST_BANK_DETAILS;
  const table = tableAfter(readFileSync(join(contentDir, file), "utf8"), section, 3, file);
  const column = table.header.indexOf("Test value");
  if (column < 0) throw new Error(`${file}, "${section}": the table has no column "Test value"`);
  return new Set(table.rows.map((row) => row[column]));
}

/**
 * Problems: an IBAN (`iban`, or an `account` shaped like one) or a US ABA `routing_number` in an
 * example that the introduction's "Test bank details" does not list. Examples use documented test
 * values, never a real bank's account or a library's published sample, which integrators copy into
 * tests that then reach a real bank.
 */
export function checkTestBankDetails(examples: CorpusExample[], testValues: Set<string>): string[] {
  const problems = new Set<string>();
  for (const example of examples)
    walkObjects(example.value, (node: Record<string, unknown>, pointer: string) => {
      const values = [
        ["iban", node.iban],
        ["account", typeof node.account === "string" && IBAN.test(node.account) ? node.account : undefined],
        ["routing_number", node.routing_number],
      ] as const;
      for (const [field, value] of values)
        if (typeof value === "string" && !testValues.has(value))
          problems.add(
            `${exampleAt(example, pointer)}: ${field} ${value} is not a test value ` +
              `of "${TEST_BANK_DETAILS.section}" (${TEST_BANK_DETAILS.file})`,
          );
    });
  return [...problems];
}
