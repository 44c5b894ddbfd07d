import type { ChromeAnnouncement } from "../content/views/site-config.ts";
import { HEAD_SCRIPT_HOOKS } from "../lib/head-script-hooks.ts";
import { InlinePortableText } from "./inline-portable-text.tsx";

/**
 * The dismissible bar above the navbar (SPEC.md section 4), rendered once at build time as a
 * chrome part (components/chrome-part.tsx). Dismissal is stored per announcement id by the head
 * script, which handles the close button from the first paint on and hides a bar the reader
 * already closed before first paint, so there is no layout shift (lib/head-script.ts); a bar with
 * a new id shows again. Without scripts nothing can be stored, and the close button is hidden.
 * Nothing for a bar that is missing or not enabled.
 */
export function AnnouncementBar({ announcement }: { announcement: ChromeAnnouncement | null }) {
  if (!announcement?.enabled) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: announcement.backgroundColor ?? undefined, color: announcement.textColor ?? undefined }}
    >
      <div className="announcement-bar__content">
        <InlinePortableText value={announcement.content} />
      </div>
      {announcement.isCloseable !== false && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label="Close announcement"
          {...{ [HEAD_SCRIPT_HOOKS.announcementClose]: "" }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
