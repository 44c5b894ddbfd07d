import { createContext } from "react";
import type { StaticPart } from "./static-part.ts";

/**
 * What only the server knows when it renders a page, provided by entry.server.tsx for each request:
 * the head script's text (lib/head-script.ts) and the renderer of static parts
 * (render/static-parts.server.tsx). Null in the browser, where hydration keeps what the server wrote.
 */
export interface ServerDocument {
  headScript: string;
  renderStaticPart(part: StaticPart): Promise<string>;
}

export const ServerDocumentContext = createContext<ServerDocument | null>(null);
