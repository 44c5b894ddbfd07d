import { describe, expect, it } from "vitest";
import { extractSections } from "./extract-sections.ts";

const page = (article: string) =>
  '<html><head><title>Payments</title><meta name="docsearch:version" content="2.0">' +
  '<meta name="tidewire:search-context" content="guides"></head>' +
  `<body><main><article><h1>Payments</h1>${article}</article></main></body></html>`;

describe("extractSections", () => {
  it("leaves out what a component marks data-search-ignore, and navigation and buttons, but keeps the content around them", () => {
    const result = extractSections(
      page(
        '<p data-search-ignore="">API reference 2.0</p><p>Send money abroad.</p>' +
          '<h2 id="quote">Get a quote<a class="heading-anchor" data-search-ignore="" href="#quote">Direct link</a></h2>' +
          '<p>A quote fixes the rate.<span data-search-ignore=""> required</span></p>' +
          "<nav>Previous page</nav><button>Copy</button>",
      ),
      "/docs/api-docs/payments",
    );
    const text = result!.docs.map((doc) => `${doc.s} ${doc.c}`).join(" ");
    expect(text).toContain("Send money abroad.");
    expect(text).toContain("A quote fixes the rate.");
    expect(result!.docs.map((doc) => doc.s)).toContain("Get a quote");
    for (const chrome of ["API reference 2.0", "Direct link", "required", "Previous page", "Copy"])
      expect(text).not.toContain(chrome);
  });

  it("indexes nothing from a page without its search meta tags", () => {
    expect(extractSections("<html><body><main><p>Hello</p></main></body></html>", "/x")).toBeNull();
  });
});
