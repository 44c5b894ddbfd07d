import { parentPort, workerData } from "node:worker_threads";
import { currentBuildState } from "./incremental-build.ts";

// The worker thread of build.ts's `buildStateInWorker`: the content layer it loads to list the
// paths is freed when the thread ends, before the render threads load their own.
const { root } = workerData as { root: string };
parentPort!.postMessage(await currentBuildState(root));
