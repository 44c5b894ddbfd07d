import type { PreviewProps } from "sanity";
import { RichTextSnippet, type SnippetItem } from "../rich-text-snippet.tsx";
import { SITE } from "../site-look.ts";
import { ICON_FRAME, ICON_STROKE } from "../studio-icon.ts";

/** What the tabs schema's `prepare` passes on. */
interface TabsValue {
  items?: { _key?: string; label?: string; content?: SnippetItem[] }[];
}

/**
 * The tabs block in the body editor, drawn like the site's tabs: the labels in a row with the
 * first one selected, and the first tab's content below. Readers see the same first tab.
 */
export function TabsPreview(props: PreviewProps & { value?: TabsValue }) {
  const items = props.value?.items;
  if (!items || props.layout !== "block") return props.renderDefault(props);
  return (
    <div style={{ fontFamily: SITE.fontSans, fontSize: "0.875rem", color: SITE.text, padding: "0.25rem 0" }}>
      <div
        role="tablist"
        style={{
          display: "flex",
          gap: "0.25rem",
          borderBottom: `1px solid ${SITE.border}`,
          marginBottom: "0.4rem",
          overflow: "hidden",
        }}
      >
        {items.map((tab, index) => (
          <span
            key={tab._key ?? index}
            role="tab"
            aria-selected={index === 0}
            style={{
              padding: "0.35rem 0.7rem",
              marginBottom: "-1px",
              borderBottom: `2px solid ${index === 0 ? SITE.primary : "transparent"}`,
              color: index === 0 ? SITE.primary : SITE.textMuted,
              fontWeight: index === 0 ? 600 : 500,
              whiteSpace: "nowrap",
            }}
          >
            {tab.label || "(no label)"}
          </span>
        ))}
      </div>
      <RichTextSnippet items={items[0]?.content} />
      {items.length < 2 ? (
        <p style={{ margin: "0.3rem 0 0", color: "#b42318" }}>Add a second tab: tabs need at least two.</p>
      ) : null}
    </div>
  );
}

/** Toolbar icon of the Tabs block: a row of tabs over a panel. */
export function TabsIcon() {
  return (
    <svg {...ICON_FRAME}>
      <path {...ICON_STROKE} d="M4 19V7h6v3h10v9H4zM10 7h5v3" />
    </svg>
  );
}
