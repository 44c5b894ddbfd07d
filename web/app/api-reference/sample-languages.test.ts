import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_LANGUAGES } from "./sample-languages.ts";

describe("request sample languages", () => {
  it("each language has the stylesheet rule that shows its samples when it is chosen", () => {
    const css = readFileSync(join(import.meta.dirname, "../components/api/request-card/request-card.css"), "utf8");
    for (const { id } of SAMPLE_LANGUAGES) {
      expect(css, `request-card.css shows the ${id} samples`).toContain(
        `.js[data-selected-sample-language="${id}"] .code-samples__sample[data-sample-language="${id}"]`,
      );
    }
  });
});
