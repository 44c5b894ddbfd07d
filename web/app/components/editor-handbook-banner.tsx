import { Link } from "react-router";
import { EDITOR_HANDBOOK_TITLE } from "../lib/editor-handbook.ts";

/**
 * The note at the top of every editor handbook page: it is about editing this site, not about an API
 * version, so it replaces the unmaintained-version banner and points API readers to the current docs.
 */
export function EditorHandbookBanner() {
  return (
    <div className="admonition admonition--info version-banner" data-search-ignore="" role="note">
      <p>
        This is the <strong>{EDITOR_HANDBOOK_TITLE.toLowerCase()}</strong> of the Tidewire Developer Center: how to
        write and publish its pages in Sanity Studio, where it is also under <strong>Handbook</strong> in the top bar.
        It is not part of the API documentation. To integrate the API, start with the{" "}
        <Link to="/docs/intro">introduction</Link>.
      </p>
    </div>
  );
}
