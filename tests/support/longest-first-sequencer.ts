import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that run whole site builds or the Studio CLI, longest first (seconds in the last full
 * run on this 2-core machine: 306, 140, 76, 63). Vitest orders files by their last duration, which
 * a clean clone does not have; its fallback, larger files first, started the longest of them
 * among the last, so `npm test` then waited on it alone.
 */
const LONGEST_FILES = [
  "tests/integration/incremental-build.test.ts",
  "tests/integration/studio-cli.test.ts",
  "tests/integration/rebuild-real-build.test.ts",
  "tests/integration/sanity-cdn-images.test.ts",
];

/**
 * Vitest's own order (BaseSequencer: last duration, else file size) with LONGEST_FILES moved to
 * the front, so the two workers finish together (Vitest docs, "sequence.sequencer").
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return index < 0 ? LONGEST_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
