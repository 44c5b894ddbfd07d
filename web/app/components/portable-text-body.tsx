import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { BLOCK_HTML } from "../../../blocks/html.tsx";
import type { BlockNode } from "../../../blocks/names.ts";
import type { PortableTextValue } from "../content/queries/query-results.ts";
import { blockText } from "../lib/headings.ts";
import { HeadingAnchor } from "./heading-anchor.tsx";
import { withSlashBreaks } from "./slash-breaks.tsx";
import { SmartLink } from "./smart-link.tsx";

type Node = { _key: string; _type: string; [field: string]: unknown };

function heading(level: 2 | 3 | 4 | 5) {
  const Tag = `h${level}` as const;
  return ({ value, children }: { value: Node; children?: React.ReactNode }) => {
    const anchor = value.anchor as string | undefined;
    return (
      <Tag id={anchor} className="anchor-heading">
        {children}
        {anchor && <HeadingAnchor id={anchor} label={blockText(value as never)} />}
      </Tag>
    );
  };
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: heading(2) as never,
    h3: heading(3) as never,
    h4: heading(4) as never,
    h5: heading(5) as never,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => <SmartLink href={value?.href ?? "#"}>{children}</SmartLink>,
    internalLink: ({ value, children }) => <SmartLink href={value?.href ?? "#"}>{children}</SmartLink>,
    code: ({ children }) => <code>{withSlashBreaks(children)}</code>,
    "strike-through": ({ children }) => <s>{children}</s>,
  },
  // Every block type of blocks/ renders the way its folder says.
  types: Object.fromEntries(
    Object.entries(BLOCK_HTML).map(([name, block]) => [
      name,
      ({ value }: { value: BlockNode }) => block.render({ value, Body: PortableTextBody, Link: SmartLink }),
    ]),
  ),
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
};

/**
 * Renders a prepared Portable Text body (see prepare-body.server.ts) with @portabletext/react:
 * anchored h2–h5, links, internal links and the block types of blocks/ (code, admonitions, tabs,
 * tables, images…). Rendered at build time only (render/static-parts.server.tsx); the
 * browser never runs it. Raw HTML is never rendered; the only injected markup is shiki's escaped code.
 */
export function PortableTextBody({ value }: { value: PortableTextValue | BlockNode[] | null | undefined }) {
  if (!value?.length) return null;
  return <PortableText value={value as never} components={components} />;
}
