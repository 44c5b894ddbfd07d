// React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx),
// plus the check that holds back a navigation whose code cannot be loaded (lib/navigation-preflight.ts).
// The handlers of build-time rendered content install when components/static-html.tsx first loads.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigationPreflight } from "./lib/navigation-preflight.ts";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[navigationPreflight]} />
    </StrictMode>,
  );
});
