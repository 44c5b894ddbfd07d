import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashFiles } from "./hash-files.ts";

const base = mkdtempSync(join(tmpdir(), "hash-files-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(base, file, ".."), { recursive: true });
  writeFileSync(join(base, file), text);
};
const digest = (inputs: string[], options = {}) => hashFiles(createHash("sha256"), base, inputs, options).digest("hex");

describe("hashFiles", () => {
  it("changes when a file is edited, renamed or added, and not when nothing changed", () => {
    write("content/a.md", "a");
    write("content/images/logo.svg", "<svg/>");
    const first = digest(["content"]);
    expect(digest(["content"])).toBe(first);
    write("content/images/logo.svg", "<svg></svg>");
    const edited = digest(["content"]);
    expect(edited).not.toBe(first);
    renameSync(join(base, "content/a.md"), join(base, "content/b.md"));
    expect(digest(["content"])).not.toBe(edited);
  });

  it("leaves out ignored paths, node_modules and files not included, and skips missing inputs", () => {
    write("web/app.ts", "x");
    const before = digest(["web", "missing"], {
      ignore: ["web/public"],
      include: (path: string) => path.endsWith(".ts"),
    });
    write("web/public/images/copy.svg", "<svg/>");
    write("web/node_modules/dep/index.js", "y");
    write("web/notes.md", "z");
    expect(
      digest(["web", "missing"], { ignore: ["web/public"], include: (path: string) => path.endsWith(".ts") }),
    ).toBe(before);
  });
});
