/** A link an editor wrote in a document, with the field path that holds it. */
export type WrittenLink =
  | {
      kind: "href";
      /** Where in the document, as a Sanity field path: `body[_key=="a1"].markDefs[_key=="m1"].href`. */
      field: string;
      href: string;
    }
  | {
      kind: "doc";
      /** The path of the `internalLink` mark itself; its fields are `reference` and `anchor`. */
      field: string;
      /** The `_id` the internal link references (link/schema.ts `internalLink`). */
      ref: string;
      /** The heading anchor on that page, without `#`. */
      anchor?: string;
    };

const segment = (item: unknown, index: number) => {
  const key = item && typeof item === "object" ? (item as { _key?: unknown })._key : undefined;
  return typeof key === "string" ? `[_key=="${key}"]` : `[${index}]`;
};

/**
 * Every link written in `document`, wherever it sits: each string field named `href` (the link
 * mark of every Portable Text body and of the announcement, card grid cards, hero actions, the
 * site settings' navbar and footer: every field the schema validates with link/link-href.ts) and
 * each `internalLink` mark (its reference and anchor). System fields (`_id`, `_type`, …) are
 * skipped. Paths follow Sanity's field path syntax, keyed items by `_key` (Sanity docs, "Paths").
 */
export function writtenLinks(document: Record<string, unknown>): WrittenLink[] {
  const links: WrittenLink[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${path}${segment(item, index)}`));
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (record._type === "internalLink") {
        const ref = (record.reference as { _ref?: unknown } | undefined)?._ref;
        if (typeof ref === "string")
          links.push({
            kind: "doc",
            field: path,
            ref,
            ...(typeof record.anchor === "string" && record.anchor ? { anchor: record.anchor } : {}),
          });
        return;
      }
      for (const [name, value] of Object.entries(record)) {
        if (name.startsWith("_")) continue;
        const field = path ? `${path}.${name}` : name;
        if (name === "href" && typeof value === "string") links.push({ kind: "href", field, href: value });
        else walk(value, field);
      }
    }
  };
  walk(document, "");
  return links;
}
