// React Router's default browser entry (node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx).
// It runs once the head script has started the app after the first paint (lib/head-script.ts).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
