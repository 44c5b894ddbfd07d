/**
 * The site's light-theme colours (web/app/styles/tokens.css), for the Studio's previews of rich
 * text blocks. The Studio cannot load the site's stylesheet, so the few values the previews need
 * are repeated here; keep them in step with tokens.css.
 */
export const SITE = {
  fontSans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontMono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  radius: "8px",
  text: "#1c2128",
  textMuted: "#4f5965",
  heading: "#0d1117",
  border: "#d8dee4",
  bgSubtle: "#f6f8fa",
  primary: "#0b57d0",
  codeBg: "#f6f8fa",
};

/** Admonition colours and headings by kind, as blocks/admonition/render.tsx renders them. */
export const ADMONITION_LOOK = {
  note: { bg: "#f3f4f6", border: "#6b7280", text: "#1f2937", title: "Note" },
  tip: { bg: "#ecfdf3", border: "#16a34a", text: "#14532d", title: "Tip" },
  info: { bg: "#eff6ff", border: "#2563eb", text: "#1e3a8a", title: "Info" },
  warning: { bg: "#fffbeb", border: "#d97706", text: "#713f12", title: "Warning" },
  danger: { bg: "#fef2f2", border: "#dc2626", text: "#7f1d1d", title: "Danger" },
} as const;

export type AdmonitionTone = keyof typeof ADMONITION_LOOK;
