import { parentPort } from "node:worker_threads";
import { renderRoutes } from "./render-routes.ts";
import type { RenderWorkerData, RenderWorkerMessage } from "./render-threads.ts";

// One thread of `startRenderThreads`: its rendering code is loaded at once, then it renders the
// share of the paths it is sent, posting the path of each file it writes when asked to, and ends; an
// error ends the thread and reaches the parent as the worker's `error` event.
parentPort!.once("message", async ({ buildDir, paths, allPaths, notFoundPage, reportWritten }: RenderWorkerData) => {
  const onWritten = reportWritten
    ? (file: string) => parentPort!.postMessage({ written: file } satisfies RenderWorkerMessage)
    : undefined;
  await renderRoutes(buildDir, paths, allPaths, { notFoundPage, onWritten });
  parentPort!.close();
});
