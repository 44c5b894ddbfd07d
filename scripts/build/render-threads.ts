import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// The render threads of a build (render-worker.ts renders in each with render-routes.ts). This
// module loads nothing else, so a build starts its threads before loading any of its own steps.

/** What render threads are told to render (`RenderThreads.render`), one message per thread. */
export interface RenderWorkerData {
  buildDir: string;
  paths: string[];
  allPaths: string[];
  notFoundPage: boolean;
  /** Whether to post a RenderWorkerMessage for each file written (`RenderThreads.render`'s `onWritten`). */
  reportWritten: boolean;
}

/** What a render thread tells the thread that started it: the absolute path of a file it wrote. */
export interface RenderWorkerMessage {
  written: string;
}

/** Worker threads that load the rendering code at once and render when told what (`startRenderThreads`). */
export interface RenderThreads {
  /** How many threads there are. */
  readonly count: number;
  /** Starts `more` threads beside them (none for 0 or less), before `render` is called. */
  add(more: number): void;
  /**
   * Renders `paths` of the server build in the threads' `buildDir` (`renderRoutes`), dealt out in
   * turn, so the heavy API pages are shared; the first thread also renders the not-found page
   * unless `notFoundPage` is false, and `onWritten` receives the absolute path of each file written.
   * Call once; the threads end when done. Rejects with the first thread's error (a `renderRoutes`
   * error names the path).
   */
  render(
    paths: string[],
    allPaths: string[],
    options?: { notFoundPage?: boolean; onWritten?: (file: string) => void },
  ): Promise<void>;
  /** Ends the threads without rendering (a build that failed before it had anything to render). */
  stop(): void;
}

/**
 * Starts `count` render threads (`render-worker.ts`) for `buildDir` before there is anything to
 * render, so their rendering code loads while the build still reads the content and compiles or
 * restores the app. Rendering is CPU-bound JavaScript (React, code highlighting, turbo-stream);
 * the default, a thread per available core but one (`os.availableParallelism`), leaves a core to
 * the thread that starts them, which writes the Markdown twins meanwhile (build.ts): on a 2-core
 * machine, two render threads took as long as one, with 20% more CPU and 200 MB more memory
 * (docs/decisions/0018-compiled-app-reuse.md). Threads run with NODE_ENV `production`, as React
 * Router's own prerender does: React picks its build when first loaded, and the development build
 * renders several times slower.
 */
export function startRenderThreads(buildDir: string, count = Math.max(1, availableParallelism() - 1)): RenderThreads {
  const workers: Worker[] = [];
  const ended: Promise<void>[] = [];
  const add = (more: number) => {
    for (let i = 0; i < more; i++) {
      const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
        env: { ...process.env, NODE_ENV: "production" },
      });
      const thread = workers.push(worker) - 1;
      const done = new Promise<void>((resolve, reject) => {
        worker
          .once("error", reject)
          .once("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`Prerender: render thread ${thread} exited with code ${code}`)),
          );
      });
      // Reported by `render`; a thread stopped before it was told anything is no error.
      done.catch(() => undefined);
      ended.push(done);
    }
  };
  add(count);
  return {
    get count() {
      return workers.length;
    },
    add,
    async render(paths, allPaths, { notFoundPage = true, onWritten } = {}) {
      workers.forEach((worker, thread) => {
        if (onWritten) worker.on("message", ({ written }: RenderWorkerMessage) => onWritten(written));
        const message: RenderWorkerData = {
          buildDir,
          paths: paths.filter((_, index) => index % workers.length === thread),
          allPaths,
          notFoundPage: notFoundPage && thread === 0,
          reportWritten: onWritten !== undefined,
        };
        worker.postMessage(message);
      });
      await Promise.all(ended);
    },
    stop: () => {
      for (const worker of workers) void worker.terminate();
    },
  };
}
