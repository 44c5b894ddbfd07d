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

describe("extractSections on an API operation page", () => {
  const html =
    '<html><head><title>Create a quote · Tidewire</title><meta name="docsearch:version" content="2.0">' +
    '<meta name="tidewire:search-context" content="api"><meta name="description" content="Fix a rate &amp; fee.">' +
    '</head><body><nav><a href="/">Home</a></nav><main><nav class="breadcrumbs"><ol><li><a href="/docs">API</a></li>' +
    "<li>Quotes</li><li>Create a quote</li></ol></nav>" +
    "<h1>Create a quote</h1>" +
    '<p class="api-endpoint"><span class="method-badge">POST</span> <code class="api-endpoint__path">/v2/quotes</code></p>' +
    '<p>Locks the <code>rate</code>.</p><h2 id="parameters">Parameters</h2><table><tr><td class="parameter-table__name">' +
    "<code>Idempotency-Key</code></td><td>A key &lt;uuid&gt; you choose.</td></tr></table>" +
    '<h3 id="body">Body<a data-search-ignore="" href="#body">Direct link</a></h3><ul><li>' +
    '<span class="schema-prop__name">source_amount</span><span>string</span>' +
    '<dl class="schema-facts"><div><dt>Example</dt><dd>"100.00"</dd></div><div><dt>Allowed values</dt><dd>GBP, EUR</dd></div></dl>' +
    "</li></ul><pre><code><span>curl -X POST</span><span> \\\n  https://api.tidewire.dev</span></code></pre></main></body></html>";
  const result = extractSections(html, "/docs/api/quotes/create-a-quote")!;

  it("titles the page with its h1 and keeps its breadcrumbs but the last", () => {
    expect(result.meta).toEqual({ version: "2.0", context: "api" });
    expect(result.docs[0].t).toBe("Create a quote");
    expect(result.docs[0].b).toEqual(["API", "Quotes"]);
    expect(result.docs[0].d).toBe("Fix a rate & fee.");
  });

  it("makes the method, path and parameter and property names findable on the page top", () => {
    expect(result.docs[0].k).toBe("POST /v2/quotes Idempotency-Key source_amount");
    expect(result.docs[0].c).toContain("Locks the rate.");
    expect(result.docs[0].c).not.toContain("Create a quote");
  });

  it("reads each heading's section from main when there is no article, leaving out example values", () => {
    const body = result.docs.find((doc) => doc.h === "body")!;
    expect(body.s).toBe("Body");
    expect(body.c).toContain("Allowed values GBP, EUR");
    expect(body.c).not.toContain("100.00");
    expect(body.c).toContain("curl -X POST \\\n  https://api.tidewire.dev".replace(/\s+/g, " "));
    expect(result.docs.find((doc) => doc.h === "parameters")!.c).toContain("A key ‹uuid› you choose.");
  });
});
