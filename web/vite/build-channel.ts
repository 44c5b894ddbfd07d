import type { ChildProcess } from "node:child_process";

/**
 * The messages between scripts/build/build.ts and the `react-router build` it starts, over the
 * Node IPC channel it opens for that process (`child_process.spawn` with an "ipc" stdio entry;
 * `process.send` in the child, Node's "Child process" docs). A `react-router build` or
 * `react-router dev` run on its own has no channel: it tells nothing and asks nothing.
 */

/** Sent once the server environment's bundle is on disk (server-build-written-plugin.ts). */
export const SERVER_BUILD_WRITTEN = { type: "tidewire:server-build-written" } as const;

/**
 * What React Router's process can ask the build, which has read the content before React Router
 * needs it: without asking, that process would load the content layer from source a second time
 * (its server build has its own copy for the prerender) on the way to the server build.
 */
export interface BuildAnswers {
  /** The site settings bundled into the app (site-config-plugin.ts): `getSiteConfig()`. */
  "site-config": unknown;
  /** The paths React Router prerenders (react-router.config.ts): `prerenderSample` of every path. */
  "prerender-paths": string[];
}

export type BuildQuestion = keyof BuildAnswers;

/**
 * Set to "1" in the environment of the process the build starts, which may then ask. An IPC
 * channel alone does not say who is at its other end (a test runner's forked worker has one too,
 * and would never answer).
 */
export const BUILD_ANSWERS_ENV = "TIDEWIRE_BUILD_ANSWERS";

interface Question {
  type: "tidewire:question";
  id: number;
  question: BuildQuestion;
}

interface Answer {
  type: "tidewire:answer";
  id: number;
  value?: unknown;
  error?: string;
}

let lastId = 0;

/**
 * In React Router's process: the build's answer to `question`, or null when no build that answers
 * started this process (no IPC channel, or BUILD_ANSWERS_ENV not "1"); the caller then works it
 * out itself. The promise rejects with the build's error message when the build failed to answer.
 */
export function askBuild<Q extends BuildQuestion>(question: Q): Promise<BuildAnswers[Q]> | null {
  if (!process.send || process.env[BUILD_ANSWERS_ENV] !== "1") return null;
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== "tidewire:answer" || message.id !== id) return;
      // With no listener left, the channel no longer keeps this process alive (Node's "process" docs, 'message').
      process.off("message", onMessage);
      if (message.error !== undefined) reject(new Error(`The build could not tell ${question}: ${message.error}`));
      else resolve(message.value as BuildAnswers[Q]);
    };
    process.on("message", onMessage);
    process.send?.({ type: "tidewire:question", id, question } satisfies Question);
  });
}

/**
 * In the build: answers each question `child` (started with an "ipc" stdio entry and
 * BUILD_ANSWERS_ENV set) asks, with what `answers` gives for it, computed when it is asked. An
 * answer that fails is sent as its error's message, which the child rejects with. Once the child
 * has exited an answer has nobody to go to and is dropped.
 */
export function answerBuildQuestions(
  child: ChildProcess,
  answers: { [Q in BuildQuestion]: () => Promise<BuildAnswers[Q]> },
): void {
  child.on("message", (message: Question) => {
    if (message?.type !== "tidewire:question") return;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (child.connected) child.send({ type: "tidewire:answer", id: message.id, ...answer } satisfies Answer);
    };
    answers[message.question]().then(
      (value) => reply({ value }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
