import { useState } from "react";

/** Copies the absolute URL of `#anchor` on this page, for sharing a link to one property or parameter. */
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
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {copied && <span className="copy-link__done">Copied</span>}
    </button>
  );
}
