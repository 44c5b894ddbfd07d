import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { APP_BUILD_STEP } from "../../build/app-build-cache.ts";
import { type BenchTrash, benchTrash } from "./bench-trash.ts";
import { median } from "./median.ts";
import { builtPages, codeBlocksOf, starlightWithOurCode } from "./starlight-with-our-code.ts";
import { timedProcess } from "./timed-process.ts";

/**
 * `npm run bench:starlight`: this project's full build beside Astro Starlight's build of its
 * generated 252-page docs site, whole processes, alternating, in three states of the caches, and
 * per page (pages are the `index.html` files of each output, as ../shared/bench/build-beside-starlight.sh
 * counts them). The sides build in one order in odd runs and in the reverse order in even ones, so
 * that an even number of runs shares out evenly what a build inherits from the one before it (on
 * this project's build host, the second build of a pair was the slower in 8 of 11 pairs of
 * empty-cache builds, whichever commit it was: docs/decisions/0028-twins-after-react-routers-prerender.md):
 *
 * - `empty`: every cache and the earlier output gone, as in a fresh clone. Ours builds with an empty
 *   build cache and Node compile cache (fresh TIDEWIRE_BUILD_CACHE and NODE_COMPILE_CACHE
 *   directories; the project's own are left alone) and without its `build/`; Starlight's `dist`,
 *   `.astro`, `node_modules/.astro` and `node_modules/.vite` are gone, and it builds with an empty
 *   Node compile cache too (a fresh NODE_COMPILE_CACHE directory).
 * - `compiling`: ours after a code change (the compiled app removed from the build cache, the rest
 *   warm); Starlight as it always builds (Astro keeps no compiled site between builds).
 * - `warm`: both as a second build of the same code and content.
 *
 * What a state clears is moved into one trash directory, which is removed after the last build
 * (bench-trash.ts), so that no timed build follows thousands of removals.
 *
 *   npm run bench:starlight -- [--runs 4] [--states empty,compiling,warm] [--against <dir>] [--starlight <dir>] [--with-our-code]
 *
 * `--against` times another checkout of this project (a `git worktree` of an earlier commit, its
 * node_modules installed or linked) beside this one, for before-and-after figures in one run.
 * The Starlight site is the one ../shared/bench/build-beside-starlight.sh installs
 * (`$TMPDIR/starlight-bench/site` by default); run that script once first. `--with-our-code` adds
 * another Starlight side: that site with every code block of this
 * project's built pages appended to its pages (starlight-with-our-code.ts), as our pages carry about
 * ten times the code of its generated ones and both sides highlight it with shiki. Prints each build's wall
 * time and peak memory (the process tree's resident memory, `timedProcess`), then the medians
 * per state and the ratios per page; no pass or fail. Throws, with the build's output, when a build fails.
 */
const root = resolve(import.meta.dirname, "../../..");
const STATES = ["empty", "compiling", "warm"] as const;
type CacheState = (typeof STATES)[number];

/** One side of the comparison: how to put it in a cache state, build it and count its pages. */
interface Side {
  name: string;
  /** Discards what `state` says is gone; returns the environment of the build and a clean-up. */
  prepare(state: CacheState): { env: NodeJS.ProcessEnv; cleanUp(): void };
  command: [string, string[], string];
  pages(): number;
}

/**
 * The environment of a build whose caches start empty: `variables(dir)` names them inside `dir`, a
 * new temporary directory that `cleanUp` discards into `trash`.
 */
function emptyCaches(
  variables: (dir: string) => NodeJS.ProcessEnv,
  trash: BenchTrash,
): { env: NodeJS.ProcessEnv; cleanUp(): void } {
  const caches = mkdtempSync(join(tmpdir(), "bench-empty-"));
  return {
    env: { ...process.env, ...variables(caches) },
    cleanUp: () => trash.discard(caches),
  };
}

/** This project, checked out at `dir`, built with `npm run build`; what it clears goes into `trash`. */
function projectSide(name: string, dir: string, trash: BenchTrash): Side {
  return {
    name,
    prepare(state) {
      if (state === "compiling") trash.discard(join(dir, ".cache/build", APP_BUILD_STEP));
      if (state !== "empty") return { env: process.env, cleanUp: () => undefined };
      trash.discard(join(dir, "build"));
      return emptyCaches(
        (caches) => ({
          TIDEWIRE_BUILD_CACHE: join(caches, "build"),
          NODE_COMPILE_CACHE: join(caches, "node-compile"),
        }),
        trash,
      );
    },
    command: ["npm", ["run", "build"], dir],
    pages: () => builtPages(join(dir, "build/client")).length,
  };
}

/** Starlight's generated site at `site`, built with `astro build` under its own Node; what it clears goes into `trash`. */
function starlightSide(name: string, site: string, trash: BenchTrash): Side {
  const node = existsSync(join(site, "node_modules/.bin/node"))
    ? join(site, "node_modules/.bin/node")
    : process.execPath;
  return {
    name,
    prepare(state) {
      if (state !== "empty") return { env: process.env, cleanUp: () => undefined };
      for (const cache of ["dist", ".astro", "node_modules/.astro", "node_modules/.vite"])
        trash.discard(join(site, cache));
      // Astro's CLI turns on Node's compile cache (`module.enableCompileCache()`), which lives in
      // NODE_COMPILE_CACHE or else in the system's temporary directory, outside the site.
      return emptyCaches((caches) => ({ NODE_COMPILE_CACHE: join(caches, "node-compile") }), trash);
    },
    command: [node, [join(site, "node_modules/astro/bin/astro.mjs"), "build"], site],
    pages: () => builtPages(join(site, "dist")).length,
  };
}

/** Builds `side` in `state`: wall time (ms) and the peak resident memory of its process tree (bytes). */
async function timedBuild(side: Side, state: CacheState): Promise<{ ms: number; peak: number }> {
  const { env, cleanUp } = side.prepare(state);
  const [command, args, cwd] = side.command;
  try {
    return await timedProcess(command, args, {
      cwd,
      env,
      failure: `${side.name}, ${state}: ${command} ${args.join(" ")} failed`,
    });
  } finally {
    cleanUp();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "4" },
      states: { type: "string", default: STATES.join(",") },
      against: { type: "string" },
      starlight: { type: "string", default: join(process.env.TMPDIR ?? tmpdir(), "starlight-bench/site") },
      "with-our-code": { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  const states = values.states.split(",") as CacheState[];
  const unknown = states.filter((state) => !STATES.includes(state));
  if (!Number.isInteger(runs) || runs < 1 || unknown.length)
    throw new Error(`--runs takes a whole number from 1, --states some of ${STATES.join(", ")}`);
  const site = resolve(values.starlight);
  if (!existsSync(join(site, "node_modules/astro/bin/astro.mjs")))
    throw new Error(`No Starlight site at ${site}: run ../shared/bench/build-beside-starlight.sh once to install it`);
  const trash = benchTrash();
  const projects = [
    ...(values.against ? [projectSide(`against (${values.against})`, resolve(values.against), trash)] : []),
    projectSide("this project", root, trash),
  ];
  // Not timed: each side's caches, the OS's file cache and each build's output as a warm build finds
  // them; this project's is where the code blocks for Starlight come from.
  for (const side of projects) await timedBuild(side, "warm");
  const starlights = [starlightSide("Starlight", site, trash)];
  if (values["with-our-code"])
    starlights.push(
      starlightSide(
        "Starlight with our code",
        starlightWithOurCode(site, codeBlocksOf(join(root, "build/client"))),
        trash,
      ),
    );
  for (const side of starlights) await timedBuild(side, "warm");
  const sides = [...projects, ...starlights];
  const times = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++)
    for (const state of states)
      for (const side of run % 2 ? sides : sides.toReversed()) {
        const { ms, peak } = await timedBuild(side, state);
        times.set(`${state}\0${side.name}`, [...(times.get(`${state}\0${side.name}`) ?? []), ms]);
        console.log(
          `run ${run}, ${state}, ${side.name}: ${(ms / 1000).toFixed(2)} s, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
        );
      }
  const pages = new Map(sides.map((side) => [side.name, side.pages()]));
  console.log(
    `\nmedians of ${runs} (pages: ${sides.map((side) => `${side.name} ${pages.get(side.name)}`).join(", ")})`,
  );
  for (const state of states) {
    const perPage = (side: Side) => median(times.get(`${state}\0${side.name}`)!) / pages.get(side.name)!;
    console.log(
      `${state}: ${sides
        .map(
          (side) =>
            `${side.name} ${(median(times.get(`${state}\0${side.name}`)!) / 1000).toFixed(2)} s, ${perPage(side).toFixed(1)} ms per page` +
            (starlights.includes(side)
              ? ""
              : ` (${starlights.map((starlight) => `${(perPage(side) / perPage(starlight)).toFixed(2)}x ${starlight.name}'s`).join(", ")})`),
        )
        .join("; ")}`,
    );
  }
}

await main();
