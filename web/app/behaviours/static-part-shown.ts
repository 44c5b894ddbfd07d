/**
 * Event dispatched (bubbling) from an element whose static markup was just replaced after a client
 * navigation (components/static-part.tsx); the behaviours script listens for it to bring that
 * markup up to the reader's state (start.ts). A string of its own module, so the app and the
 * behaviours chunk each inline it and share no chunk (Rolldown's `optimization.inlineConst`).
 */
export const STATIC_PART_SHOWN_EVENT = "tidewire:static-part-shown";
