// React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx),
// plus the delegated handlers of build-time rendered content, installed before hydration starts.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installBehaviours } from "./behaviours/install-behaviours.ts";

installBehaviours(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
