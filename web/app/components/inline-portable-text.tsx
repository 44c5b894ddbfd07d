import type { PortableTextValue } from "../content/query-results.ts";
import { SmartLink } from "./smart-link.tsx";

type Span = { _key: string; text?: string; marks?: string[] };
type Block = { _key: string; _type: string; children?: Span[]; markDefs?: { _key: string; _type: string; href?: string }[] };

/**
 * The announcement bar's one-line rich text: paragraphs of spans with `strong` and `link` marks,
 * the only features its schema allows (schemas/announcementBar.ts). Rendered here rather than with
 * @portabletext/react so every page's first load does not carry the full Portable Text renderer.
 */
export function InlinePortableText({ value }: { value: PortableTextValue }) {
  return (
    <>
      {(value as Block[])
        .filter((block) => block._type === "block")
        .map((block) => (
          <p key={block._key}>
            {(block.children ?? []).map((span) => {
              let node: React.ReactNode = span.text ?? "";
              for (const mark of span.marks ?? []) {
                if (mark === "strong") node = <strong>{node}</strong>;
                const link = block.markDefs?.find((def) => def._key === mark && def._type === "link");
                if (link?.href) node = <SmartLink href={link.href}>{node}</SmartLink>;
              }
              return <span key={span._key}>{node}</span>;
            })}
          </p>
        ))}
    </>
  );
}
