import { resolve } from "node:path";
import { finishBuild } from "./build/finish-build.ts";

// After `react-router build`: finishes the build in TIDEWIRE_BUILD_DIR (default build/), the
// directory react-router.config.ts builds into, so a scratch or rebuild build is finished in place.
await finishBuild(resolve(import.meta.dirname, "..", process.env.TIDEWIRE_BUILD_DIR ?? "build"));
