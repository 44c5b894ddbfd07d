import { describe, expect, it } from "vitest";
import { leadParagraph, renderLeadParagraph } from "./markdown.server.ts";

describe("leadParagraph", () => {
  it("keeps the first paragraph of a description, skipping headings, and nothing when there is none", () => {
    expect(leadParagraph("Pay beneficiaries\nin local currency.\n\nMore detail.")).toBe(
      "Pay beneficiaries\nin local currency.",
    );
    expect(leadParagraph("#### Groups\n\nThe [first](/a) one.\n\n- a list")).toBe("The [first](/a) one.");
    expect(leadParagraph("- only\n- a list")).toBeNull();
  });

  it("renders the lead as the description's other Markdown is rendered", () => {
    expect(renderLeadParagraph("Send `amount` as a [string](/docs/intro).\n\nThen wait.")).toBe(
      '<p>Send <code>amount</code> as a <a href="/docs/intro">string</a>.</p>',
    );
  });
});
