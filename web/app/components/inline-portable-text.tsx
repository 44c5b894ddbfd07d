import type { InlineBlock } from "../lib/inline-block.ts";
import { SmartLink } from "./smart-link.tsx";

/**
 * The announcement bar's one-line rich text: paragraphs of spans with `strong` and `link` marks,
 * the only features its schema allows (schemas/announcementBar.ts). Rendered here rather than with
 * @portabletext/react so every page's first load does not carry the full Portable Text renderer.
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
