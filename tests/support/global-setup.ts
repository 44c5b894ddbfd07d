import { compileDataset, DEFAULT_PATHS } from "../../scripts/build/dataset/compile-dataset.ts";

/**
 * Vitest global setup: compiles content/ into the shared dataset file once per test run, before any
 * test file starts (a no-op when it is current), so test files read it instead of each compiling
 * it in parallel. Throws the ContentError of invalid content, which stops the run.
 */
export default function setup(): void {
  compileDataset(DEFAULT_PATHS);
}
