/**
 * A behaviour of build-time rendered content: delegated event handlers that make static markup
 * interactive (docs/decisions/0001-static-content-as-html.md), installed once for the whole
 * document by the behaviours script (behaviours/behaviours.ts).
 */
export interface Behaviour {
  /** A CSS selector of the controls it handles: what the head script keeps a tap on until the handlers arrive (lib/head-script.ts). */
  controls: string;
  /** Installs the delegated handlers for `doc`, on its window (`listenOnPage`); returns a function that removes them. */
  install(doc: Document): () => void;
  /** Brings newly shown markup under `root` up to the reader's state (a stored choice), before it is painted. */
  enhance?(root: Element): void;
}

/**
 * Listens for `type` events anywhere in `doc`, from its window in the capture phase: the first
 * listener every event of the page reaches (DOM Standard, "dispatching events": the path starts at
 * the Window). React listens on the document it hydrates, its root container, and stops the
 * propagation of a click on content it has not hydrated yet (React DOM's handling of events blocked
 * on hydration); a listener on the document or below would lose that click, whether the reader's own
 * or one the behaviours script replays (lib/early-events.ts). Returns a function that removes the
 * listener. Throws a TypeError when `doc` has no window (a document made with
 * `document.implementation`).
 */
export function listenOnPage<K extends keyof DocumentEventMap>(
  doc: Document,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
): () => void {
  const win = doc.defaultView;
  if (!win) throw new TypeError("behaviours: the document has no window to listen on");
  const handler = listener as EventListener;
  win.addEventListener(type, handler, { capture: true });
  return () => win.removeEventListener(type, handler, { capture: true });
}
