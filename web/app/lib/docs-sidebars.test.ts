import { describe, expect, it } from "vitest";
import { apiSidebarOf, DOCS_SIDEBAR_NAMES } from "./docs-sidebars.ts";
import { EDITOR_HANDBOOK_SIDEBAR } from "./editor-handbook.ts";

describe("apiSidebarOf", () => {
  it("lists an API group in the sidebar its tag names, and in the API sidebar otherwise", () => {
    expect(apiSidebarOf("stablecoin")).toBe("stablecoin");
    expect(apiSidebarOf("api")).toBe("api");
    expect(apiSidebarOf(undefined)).toBe("api");
    expect(apiSidebarOf("payouts")).toBe("api");
  });

  it("never lists an API group in the editor handbook", () => {
    expect(DOCS_SIDEBAR_NAMES).toContain(EDITOR_HANDBOOK_SIDEBAR);
    expect(apiSidebarOf(EDITOR_HANDBOOK_SIDEBAR)).toBe("api");
  });
});
