// The behaviours script: its own small chunk (web/vite/client-chunk-plugin.ts), started by the
// head script once the page is painted, before and independently of the app's hydration.
import { replayEarlyEvent, takeEarlyEvents } from "../lib/early-events.ts";
import { enhanceStaticContent, installBehaviours } from "./install-behaviours.ts";
import { STATIC_PART_SHOWN_EVENT } from "./static-part-shown.ts";

installBehaviours(document);
enhanceStaticContent(document.documentElement);
// Markup a client navigation brings (components/static-part.tsx) is brought up to the reader's state before it is painted.
document.addEventListener(
  STATIC_PART_SHOWN_EVENT,
  (event) => event.target instanceof Element && enhanceStaticContent(event.target),
);
for (const event of takeEarlyEvents()) replayEarlyEvent(event);
