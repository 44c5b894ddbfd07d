import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildInputsHash } from "../../scripts/build/build-stamp.ts";

const root = join(import.meta.dirname, "../..");

/**
 * The client directory of the last `npm run build` (`build/client`), for tests that read the built
 * site. Throws when there is no build, or when it is older than its inputs (the stamp
 * `build/.inputs-hash` that `npm start` also compares with `buildInputsHash`: content, code,
 * configuration, lockfile), so such tests fail by name instead of skipping or reading a stale site.
 */
export function builtClient(): string {
  const client = join(root, "build/client");
  const stamp = join(root, "build/.inputs-hash");
  if (!existsSync(join(client, "index.html")) || !existsSync(stamp))
    throw new Error(
      `These tests read the built site, and ${client} has no finished build: run \`npm run build\` first.`,
    );
  if (readFileSync(stamp, "utf8") !== buildInputsHash(root))
    throw new Error(
      `These tests read the built site, and ${client} is older than the content or code it is built from: run \`npm run build\` again.`,
    );
  return client;
}
