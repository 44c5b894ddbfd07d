import { useState } from "react";
import { markdownTwinUrl } from "../lib/urls.ts";

/**
 * Copies the page as Markdown (the `.md` twin the build writes beside every doc and operation page),
 * for pasting into an editor or an AI assistant; also links to the Markdown file itself.
 */
export function CopyPageButton({ path }: { path: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const markdownUrl = markdownTwinUrl(path);
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState("copied");
    } catch {
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2000);
  };
  return (
    <div className="copy-page" data-search-ignore="">
      <button type="button" className="button button--secondary copy-page__button" onClick={copy} aria-live="polite">
        {state === "copied" ? "Copied as Markdown" : state === "failed" ? "Copy failed" : "Copy page"}
      </button>
      <a className="copy-page__link" href={markdownUrl}>
        View as Markdown
      </a>
    </div>
  );
}
