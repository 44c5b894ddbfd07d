/**
 * Event dispatched (bubbling) from an element whose static markup was just replaced after a client
 * navigation (components/static-part.tsx); the behaviours script listens for it to bring that
 * markup up to the reader's state (behaviours.ts). A module of its own: it is all the app and the
 * behaviours chunk share, so the chunk they share holds this one string, not the app's static-part
 * helpers.
 */
export const STATIC_PART_SHOWN_EVENT = "tidewire:static-part-shown";
