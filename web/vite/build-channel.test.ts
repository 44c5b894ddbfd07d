import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { answerBuildQuestions, BUILD_ANSWERS_ENV, type BuildAnswers, type BuildQuestion } from "./build-channel.ts";

const channel = pathToFileURL(new URL("./build-channel.ts", import.meta.url).pathname).href;

/**
 * Runs, in a child process with an IPC channel (as scripts/build/build.ts starts React Router's
 * build), a script that asks each of `questions` and prints what it got, then exits by itself.
 * Resolves with its output and exit code.
 */
function child(
  questions: BuildQuestion[],
  answers: { [Q in BuildQuestion]: () => Promise<BuildAnswers[Q]> },
  env: NodeJS.ProcessEnv,
): Promise<{ output: string; code: number | null }> {
  const script = `
    import { askBuild } from ${JSON.stringify(channel)};
    for (const question of ${JSON.stringify(questions)}) {
      const asked = askBuild(question);
      if (asked === null) console.log(question, "not asked");
      else await asked.then((value) => console.log(question, JSON.stringify(value)), (error) => console.log(question, "failed:", error.message));
    }`;
  const process_ = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env,
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  answerBuildQuestions(process_, answers);
  let output = "";
  process_.stdout!.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => process_.on("exit", (code) => resolve({ output, code })));
}

const answers = {
  "site-config": async () => ({ title: "Tidewire Developer Center" }),
  "prerender-paths": async () => ["/", "/docs/api"],
};

describe("the build channel", () => {
  it("gives React Router's process the build's answers, and lets it exit once answered", async () => {
    const { output, code } = await child(["prerender-paths", "site-config"], answers, {
      ...process.env,
      [BUILD_ANSWERS_ENV]: "1",
    });
    expect(output).toBe('prerender-paths ["/","/docs/api"]\nsite-config {"title":"Tidewire Developer Center"}\n');
    expect(code).toBe(0);
  }, 20_000);

  it("passes on the build's failure to answer as an error naming the question", async () => {
    const { output } = await child(
      ["site-config"],
      {
        ...answers,
        "site-config": async () => {
          throw new Error("settings.json: missing title");
        },
      },
      { ...process.env, [BUILD_ANSWERS_ENV]: "1" },
    );
    expect(output).toBe("site-config failed: The build could not tell site-config: settings.json: missing title\n");
  }, 20_000);

  it("asks nothing of a parent that did not say it answers, though a channel is open", async () => {
    const env = { ...process.env };
    delete env[BUILD_ANSWERS_ENV];
    const { output, code } = await child(["prerender-paths"], answers, env);
    expect(output).toBe("prerender-paths not asked\n");
    expect(code).toBe(0);
  }, 20_000);
});
