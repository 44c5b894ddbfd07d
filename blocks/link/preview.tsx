import type { BlockAnnotationProps } from "sanity";
import { SITE } from "../site-look.ts";
import { ICON_FRAME, ICON_STROKE } from "../studio-icon.ts";

/** Icon of the "Link to a doc page" button in the body toolbar: a page with a link arrow. */
export function InternalLinkIcon() {
  return (
    <svg {...ICON_FRAME}>
      <path {...ICON_STROKE} d="M7 3.5h6l4 4v6M17 17.5v3H7v-17" />
      <path {...ICON_STROKE} d="M13 3.5v4h4M10 14h6m-2.5-2.5L16 14l-2.5 2.5" />
    </svg>
  );
}

/**
 * Text marked as a link to a doc page: the site's link colour with a dotted underline, so editors
 * tell it apart from external links (solid underline) while writing. A link whose page is missing
 * shows in red; the field's validation says why.
 */
export function InternalLinkAnnotation(props: BlockAnnotationProps) {
  const missing = !(props.value as { reference?: { _ref?: string } } | undefined)?.reference?._ref;
  return (
    <span
      style={{
        color: missing ? "#b42318" : SITE.primary,
        borderBottom: `1px dotted ${missing ? "#b42318" : SITE.primary}`,
      }}
      title={missing ? "Pick the doc page this link goes to" : "Link to a doc page"}
    >
      {props.renderDefault(props)}
    </span>
  );
}
