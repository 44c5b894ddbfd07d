import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCodeSamples, type CodeSample } from "../../web/app/api-reference/code-samples.ts";
import { listOperations } from "../../web/app/api-reference/openapi-document.ts";
import { buildOperationView } from "../../web/app/api-reference/operation-view.ts";
import { API_DOCUMENTS, loadApiDocument } from "../support/openapi-documents.ts";

/** Every generated sample of every operation of both versions, with a readable name. */
function allSamples(): { name: string; sample: CodeSample }[] {
  return API_DOCUMENTS.flatMap(({ version, file }) => {
    const doc = loadApiDocument(file);
    const tags = new Map<string, string>(doc.tags.map((tag: any) => [tag.name, tag["x-slug"]]));
    return listOperations(doc).flatMap((entry) => {
      const group = tags.get(entry.operation.tags[0])!;
      const view = buildOperationView({ doc, markdown: (text) => text }, group, entry.operation["x-slug"])!;
      return buildCodeSamples(view).map((sample) => ({ name: `${version}/${group}/${view.slug}`, sample }));
    });
  });
}

const run = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: "utf8" });
const samples = allSamples();
const dir = mkdtempSync(join(tmpdir(), "tidewire-samples-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generated code samples", () => {
  it("exist for every operation in all seven languages", () => {
    const names = new Set(samples.map((s) => s.name));
    expect(names.size).toBeGreaterThan(100);
    expect(samples.length).toBe(names.size * 7);
  });

  it("are syntactically valid JavaScript (node --check)", () => {
    const failures = samples
      .filter(({ sample }) => sample.id === "javascript")
      .flatMap(({ name, sample }, index) => {
        const file = join(dir, `sample-${index}.mjs`);
        writeFileSync(file, sample.code);
        const result = run(process.execPath, ["--check", file], dir);
        return result.status === 0 ? [] : [`${name}: ${result.stderr}`];
      });
    expect(failures).toEqual([]);
  });

  it("are valid Python (python3 -m py_compile)", () => {
    const files = samples
      .filter(({ sample }) => sample.id === "python")
      .map(({ name, sample }, index) => {
        const file = join(dir, `sample_${index}.py`);
        writeFileSync(file, sample.code);
        return { name, file };
      });
    const result = run("python3", ["-m", "py_compile", ...files.map((f) => f.file)], dir);
    const failing = files.filter(({ file }) => result.stderr.includes(file)).map(({ name }) => name);
    expect({ failing, stderr: result.stderr }).toEqual({ failing: [], stderr: "" });
    expect(result.status).toBe(0);
  });

  it("compile as Java (javac)", () => {
    const javaDir = join(dir, "java");
    mkdirSync(javaDir, { recursive: true });
    const files = samples
      .filter(({ sample }) => sample.id === "java")
      .map(({ sample }, index) => {
        // Each sample is a `public class Main`; give each its own class name to compile them in one javac run.
        const file = join(javaDir, `Sample${index}.java`);
        writeFileSync(file, sample.code.replace("public class Main", `public class Sample${index}`));
        return file;
      });
    const result = run("javac", ["-d", join(dir, "classes"), ...files], javaDir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
