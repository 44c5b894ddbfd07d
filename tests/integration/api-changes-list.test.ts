import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffApiDocuments } from "../../web/app/api-reference/api-diff.ts";
import { API_DOCUMENTS, loadApiDocument, repoRoot } from "../support/openapi-documents.ts";

/**
 * The changes page's list for the seed, one line per operation and per field, against a reviewed
 * list: its operations, parameters and top-level request-body properties were checked against
 * content/openapi/1.37.yaml and 2.0.yaml by a separate reading of the YAML, its renames (declared in
 * 2.0.yaml's `x-field-renames`), removals, the moved operation and allowed values by hand. A
 * difference is either a bug in the comparison or a change to a document that needs the list
 * reviewed again.
 */
describe("the API changes from 1.37 to 2.0", () => {
  const [newer, older] = API_DOCUMENTS.map((entry) => loadApiDocument(entry.file));
  const lines = diffApiDocuments(older, newer).flatMap((change) => [
    `${change.change} ${change.method} ${change.path} (${change.group}/${change.slug})`,
    ...change.fields.map(
      (field) => `  ${field.change} ${field.location} ${field.name}${field.detail ? ` (${field.detail})` : ""}`,
    ),
  ]);
  const expected = readFileSync(join(repoRoot, "tests/integration/fixtures/api-changes-1.37-to-2.0.txt"), "utf8")
    .trimEnd()
    .split("\n");

  it("match the hand-checked list line for line", () => {
    expect(lines).toEqual(expected);
  });

  it("follow the operation that moved from Beneficiaries to Utilities instead of listing it removed and added", () => {
    expect(lines).toContain("changed GET /utils/business-types (utils/business-types-listing)");
    expect(lines.some((line) => line.startsWith("removed GET /beneficiaries/business-types"))).toBe(false);
  });

  it("pair the renamed fields instead of listing each as removed and an unrelated one added", () => {
    for (const [older, newer] of [
      ["sell_amount", "source_amount"],
      ["buy_currency", "destination_currency"],
      ["reason", "purpose_of_transfer"],
      ["api_key", "client_id"],
    ]) {
      expect(lines).toContain(`  renamed request body ${newer} (was ${older})`);
      expect(lines.filter((line) => line.endsWith(` ${older}`) && line.startsWith("  removed"))).toEqual([]);
    }
  });

  it("list no field that 2.0 no longer returns, and no allowed values that did not change", () => {
    expect(lines.filter((line) => / routing$/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes("entity_type (now limited to"))).toEqual([]);
    expect(lines.filter((line) => /\(type array of \w+ → array of \w+\)/.test(line))).toEqual([]);
  });

  it("tell webhook events from operations", () => {
    const changes = diffApiDocuments(older, newer);
    const events = changes.filter((change) => change.kind === "webhook");
    expect(events.length).toBe(10);
    expect(events.every((change) => change.method === "EVENT" && change.change === "added")).toBe(true);
    expect(changes.filter((change) => change.kind === "operation" && change.method === "EVENT")).toEqual([]);
  });
});
