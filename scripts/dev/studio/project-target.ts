/**
 * Which Sanity project and dataset the dataset scripts talk to, from command-line flags and the
 * environment, with errors that say what to set.
 */

/** The project and dataset of a dataset:import or dataset:export run. */
export interface ProjectTarget {
  projectId: string;
  dataset: string;
}

/** The project id sanity.config.ts falls back to; it is a placeholder, not a real project. */
export const PLACEHOLDER_PROJECT_ID = "tidewire";

/** A missing or invalid project, dataset or argument. */
export class ScriptInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScriptInputError";
  }
}

/**
 * Splits `argv` into flags (`--name value` or `--name=value`, and bare switches listed in
 * `switches`) and positional arguments. Throws ScriptInputError on an unknown flag or a flag
 * without its value.
 */
export function parseFlags(
  argv: string[],
  valued: string[],
  switches: string[] = [],
): { flags: Record<string, string | true>; positional: string[] } {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (switches.includes(name)) flags[name] = true;
    else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (!value || value.startsWith("--"))
        throw new ScriptInputError(
          `--${name} needs a value, for example --${name} ${name === "dataset" ? "production" : "abc123"}`,
        );
      flags[name] = value;
    } else
      throw new ScriptInputError(
        `Unknown option ${arg}. Options: ${[...valued, ...switches].map((n) => `--${n}`).join(", ")}`,
      );
  }
  return { flags, positional };
}

/**
 * The project and dataset: `--project` / `--dataset`, else SANITY_STUDIO_PROJECT_ID /
 * SANITY_STUDIO_DATASET (the Studio's own settings), else SANITY_PROJECT_ID / SANITY_DATASET (the
 * site build's). Throws ScriptInputError when the project is missing or is the config's
 * placeholder, or when a value has characters Sanity does not allow.
 */
export function resolveProjectTarget(
  flags: Record<string, string | true>,
  env: Record<string, string | undefined>,
): ProjectTarget {
  const pick = (flag: string, ...names: string[]) =>
    typeof flags[flag] === "string" ? (flags[flag] as string) : names.map((name) => env[name]).find(Boolean);
  const projectId = pick("project", "SANITY_STUDIO_PROJECT_ID", "SANITY_PROJECT_ID");
  const dataset = pick("dataset", "SANITY_STUDIO_DATASET", "SANITY_DATASET") ?? "production";
  if (!projectId || projectId === PLACEHOLDER_PROJECT_ID) {
    throw new ScriptInputError(
      "Set the Sanity project: --project <id> or SANITY_STUDIO_PROJECT_ID=<id>. The id is on sanity.io/manage, under your project's name.",
    );
  }
  if (!/^[a-z0-9-]+$/.test(projectId))
    throw new ScriptInputError(
      `"${projectId}" is not a Sanity project id: it has only lowercase letters, digits and hyphens.`,
    );
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset))
    throw new ScriptInputError(
      `"${dataset}" is not a dataset name: use lowercase letters, digits, _ and -, starting with a letter or digit.`,
    );
  return { projectId, dataset };
}
