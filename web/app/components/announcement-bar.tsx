import siteConfig from "virtual:site-config";
import { useEffect } from "react";
import { useLocalStorageValue } from "../hooks/use-local-storage-value.ts";
import { ANNOUNCEMENT_STORAGE_KEY } from "../lib/head-script.ts";
import { InlinePortableText } from "./inline-portable-text.tsx";

/**
 * The dismissible bar above the navbar (SPEC.md section 4). Dismissal is stored per announcement
 * id; a bar with a new id shows again. The head script hides a dismissed bar before first paint,
 * so there is no layout shift.
 */
export function AnnouncementBar() {
  const announcement = siteConfig.announcement;
  const [dismissedId, setDismissedId] = useLocalStorageValue(ANNOUNCEMENT_STORAGE_KEY);
  const dismissed = announcement !== null && dismissedId === announcement.id;

  useEffect(() => {
    if (!announcement) return;
    if (dismissed) document.documentElement.dataset.announcementDismissed = "true";
    else delete document.documentElement.dataset.announcementDismissed;
  }, [announcement, dismissed]);

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
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={() => setDismissedId(announcement.id)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
