import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash } from "../build/build-stamp.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const stamp = join(root, "build/.inputs-hash");
const fresh =
  existsSync(stamp) &&
  existsSync(join(root, "build/client/index.html")) &&
  readFileSync(stamp, "utf8") === buildInputsHash(root);

if (!fresh) {
  console.log("Building the site from the embedded dataset…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else console.log("The build is up to date.");

await import("./serve.ts");
