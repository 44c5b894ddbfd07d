import type { InlineBlock } from "../lib/inline-block.ts";
import { SmartLink } from "./smart-link.tsx";

/**
 * The announcement bar's one-line rich text: paragraphs of spans with `strong` and `link` marks,
 * the only features its schema allows (schemas/announcementBar.ts). Rendered at build time only,
 * as part of the announcement bar's chrome part (components/chrome-part.tsx).
 */
export function InlinePortableText({ value }: { value: InlineBlock[] }) {
  return (
    <>
      {value
        .filter((block) => block._type === "block")
        .map((block, blockIndex) => (
          <p key={blockIndex}>
            {(block.children ?? []).map((span, spanIndex) => {
              let node: React.ReactNode = span.text ?? "";
              for (const mark of span.marks ?? []) {
                if (mark === "strong") node = <strong>{node}</strong>;
                const link = block.markDefs?.find((def) => def._key === mark && def._type === "link");
                if (link?.href) node = <SmartLink href={link.href}>{node}</SmartLink>;
              }
              return <span key={spanIndex}>{node}</span>;
            })}
          </p>
        ))}
    </>
  );
}
