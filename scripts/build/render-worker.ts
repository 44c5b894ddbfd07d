import { workerData } from "node:worker_threads";
import { renderRoutes, type RenderWorkerData } from "./render-routes.ts";

// One thread of `renderRoutesInParallel`: renders its share of the paths; an error ends the thread
// and reaches the parent as the worker's `error` event.
const { buildDir, paths, allPaths, notFoundPage } = workerData as RenderWorkerData;
await renderRoutes(buildDir, paths, allPaths, { notFoundPage });
