import { describe, expect, it } from "vitest";
import { findStaticParts, isStaticPart, staticPart, staticPartKey } from "./static-part.ts";

describe("static parts", () => {
  it("finds every part a route's data refers to, however deep", () => {
    const body = staticPart("doc-body", { splat: "intro" });
    const sidebar = staticPart("docs-sidebar", { version: "2.0", sidebar: "api", current: "/docs/intro" });
    expect(findStaticParts({ kind: "doc", title: "Intro", nested: { body, list: [sidebar, "text"] } })).toEqual([
      body,
      sidebar,
    ]);
    expect(findStaticParts({ title: "Blog", posts: [{ title: "A post" }] })).toEqual([]);
  });

  it("tells a reference from other data, and names it by what it is rendered from", () => {
    expect(isStaticPart({ staticPart: "home", args: {} })).toBe(true);
    expect(isStaticPart({ staticPart: "home" })).toBe(false);
    expect(isStaticPart({ title: "staticPart" })).toBe(false);
    expect(staticPartKey(staticPart("page-body", { slug: "markdown-page" }))).toBe(
      'page-body:{"slug":"markdown-page"}',
    );
    expect(staticPartKey(staticPart("page-body", { slug: "a" }))).not.toBe(
      staticPartKey(staticPart("page-body", { slug: "b" })),
    );
  });
});
