import { Feed } from "feed";
import { describe, expect, it } from "vitest";
import { atomWithEscapedLabels } from "./blog-feed.server.ts";

describe("atomWithEscapedLabels", () => {
  it("escapes < and > in a category label as the feed library writes it, so the Atom document stays well-formed", () => {
    const label = 'Rates <beta> & "fees"';
    const feed = new Feed({
      title: "Blog",
      id: "https://example.test/blog",
      link: "https://example.test/blog",
      copyright: "c",
    });
    feed.addItem({
      title: "Post",
      id: "https://example.test/blog/post",
      link: "https://example.test/blog/post",
      date: new Date(0),
      category: [{ name: label, term: "rates" }],
    });
    const xml = atomWithEscapedLabels(feed.atom1(), [label]);
    expect(xml).toContain('label="Rates &lt;beta&gt; &amp; &quot;fees&quot;"');
    // No attribute value of the document holds a raw <.
    expect(xml.match(/="[^"]*</g)).toBeNull();
  });
});
