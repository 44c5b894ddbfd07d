import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { PortableTextValue } from "../content/query-results.ts";
import { SmartLink } from "./smart-link.tsx";

const components: PortableTextComponents = {
  block: { normal: ({ children }) => <p>{children}</p> },
  marks: {
    link: ({ value, children }) => <SmartLink href={value?.href ?? "#"}>{children}</SmartLink>,
  },
};

/** Short rich text such as the announcement bar: paragraphs, bold and links only. */
export function InlinePortableText({ value }: { value: PortableTextValue }) {
  return <PortableText value={value as never} components={components} />;
}
