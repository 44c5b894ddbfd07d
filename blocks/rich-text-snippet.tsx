import { portableTextToPlain } from "./plain-text.ts";
import { SITE } from "./site-look.ts";

/** A Portable Text member as the previews need it: text blocks and code blocks. */
export interface SnippetItem {
  _key?: string;
  _type?: string;
  code?: string;
  filename?: string;
  language?: string;
}

/**
 * A compact read-only rendering of nested rich text (admonition, tab or cell content): paragraphs
 * as text, code blocks as a monospace box with their first `codeLines` lines. Returns null for
 * empty content.
 */
export function RichTextSnippet({ items, codeLines = 4 }: { items: SnippetItem[] | undefined; codeLines?: number }) {
  if (!items?.length) return null;
  return (
    <>
      {items.map((item, index) =>
        item._type === "code" ? (
          <pre
            key={item._key ?? index}
            style={{
              margin: "0.4rem 0 0",
              padding: "0.4rem 0.6rem",
              background: SITE.codeBg,
              border: `1px solid ${SITE.border}`,
              borderRadius: "6px",
              fontFamily: SITE.fontMono,
              fontSize: "0.75rem",
              color: SITE.text,
              overflow: "hidden",
              whiteSpace: "pre",
            }}
          >
            {item.filename ? <div style={{ fontWeight: 600, marginBottom: "0.2rem" }}>{item.filename}</div> : null}
            {(item.code ?? "").split("\n").slice(0, codeLines).join("\n")}
          </pre>
        ) : item._type === "table" ? (
          <p key={item._key ?? index} style={{ margin: "0.3rem 0 0", fontStyle: "italic" }}>
            (table)
          </p>
        ) : (
          <p key={item._key ?? index} style={{ margin: "0.3rem 0 0" }}>
            {portableTextToPlain([item])}
          </p>
        ),
      )}
    </>
  );
}
