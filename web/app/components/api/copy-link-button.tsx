import { useState } from "react";

/**
 * Copies the absolute URL of `#anchor` on this page, for sharing a link to one property or parameter.
 * The link icon is drawn by CSS (`.copy-link::before`): operation pages carry dozens of these
 * buttons, and an inline SVG each would add DOM nodes to parse and hydrate.
 */
export function CopyLinkButton({ anchor, label }: { anchor: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-link"
      aria-label={copied ? `Link to ${label} copied` : `Copy link to ${label}`}
      title="Copy link"
      onClick={async () => {
        const url = new URL(`#${anchor}`, window.location.href).href;
        await navigator.clipboard.writeText(url);
        history.replaceState(history.state, "", `#${anchor}`);
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied && <span className="copy-link__done">Copied</span>}
    </button>
  );
}
