/**
 * A behaviour of build-time rendered content: delegated event handlers that make static markup
 * interactive (docs/decisions/0001-static-content-as-html.md), installed once for the whole
 * document by the behaviours script (behaviours/start.ts).
 */
export interface Behaviour {
  /** A CSS selector of the controls it handles: what the head script keeps a tap on until the handlers arrive (lib/head-script.ts). */
  controls: string;
  /** Installs the delegated handlers on `doc`; returns a function that removes them. */
  install(doc: Document): () => void;
  /** Brings newly shown markup under `root` up to the reader's state (a stored choice), before it is painted. */
  enhance?(root: Element): void;
}
