import type { PreviewProps } from "sanity";
import { AdmonitionToneIcon } from "./icon.tsx";
import { RichTextSnippet, type SnippetItem } from "../rich-text-snippet.tsx";
import { ADMONITION_LOOK, SITE, type AdmonitionTone } from "../site-look.ts";
import { ICON_FRAME, ICON_STROKE } from "../studio-icon.ts";

/** What the admonition schema's `prepare` passes on. */
interface AdmonitionValue {
  tone?: string;
  title?: string;
  content?: SnippetItem[];
}

/**
 * The admonition block in the body editor, drawn like the site's box: the kind's colours, icon
 * and heading (or the custom title), then the text. Elsewhere (search results, references) the
 * default preview is used.
 */
export function AdmonitionPreview(props: PreviewProps & { value?: AdmonitionValue }) {
  const { value } = props;
  if (!value || props.layout !== "block") return props.renderDefault(props);
  const tone: AdmonitionTone = value.tone && value.tone in ADMONITION_LOOK ? (value.tone as AdmonitionTone) : "note";
  const look = ADMONITION_LOOK[tone];
  return (
    <aside
      aria-label={value.title || look.title}
      style={{
        background: look.bg,
        color: look.text,
        borderLeft: `5px solid ${look.border}`,
        borderRadius: SITE.radius,
        padding: "0.6rem 0.85rem",
        fontFamily: SITE.fontSans,
        fontSize: "0.875rem",
        lineHeight: 1.5,
      }}
    >
      <div
        style={{
          fontWeight: 700,
          textTransform: "uppercase",
          fontSize: "0.75rem",
          letterSpacing: "0.05em",
          display: "flex",
          gap: "0.4rem",
          alignItems: "center",
        }}
      >
        <AdmonitionToneIcon tone={tone} size={14} />
        {value.title || look.title}
      </div>
      {value.content?.length ? (
        <RichTextSnippet items={value.content} />
      ) : (
        <p style={{ margin: "0.3rem 0 0", fontStyle: "italic" }}>Empty: open it and write the text.</p>
      )}
    </aside>
  );
}

/** Toolbar icon of the Admonition block: a box with a side bar. */
export function AdmonitionIcon() {
  return (
    <svg {...ICON_FRAME}>
      <rect {...ICON_STROKE} x="4" y="5" width="16" height="14" rx="2" />
      <path {...ICON_STROKE} d="M7.5 5v14M11 10h6M11 14h4" />
    </svg>
  );
}
