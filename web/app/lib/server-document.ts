import { createContext } from "react";
import type { StaticPart } from "./static-part.ts";

/**
 * What only the server knows when it renders a page, provided by entry.server.tsx for each request.
 * Null in the browser, where hydration keeps what the server wrote.
 */
export interface ServerDocument {
  /**
   * The elements only the prerendered `<head>` needs, as they act while the document is parsed:
   * the head script (lib/head-script.ts) and the link that holds the first render (entry.server.tsx).
   * The browser's render has none of them; hydration skips elements of `<head>` it did not render
   * (React 19) and leaves them in place.
   */
  head: React.ReactNode;
  /** The markup of a static part (render/static-parts.server.tsx). */
  renderStaticPart(part: StaticPart): Promise<string>;
}

export const ServerDocumentContext = createContext<ServerDocument | null>(null);
