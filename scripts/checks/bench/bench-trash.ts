import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a benchmark clears between the builds it times, kept until it has timed them all (`benchTrash`). */
export interface BenchTrash {
  /** The trash directory, under the system's temporary directory. */
  readonly dir: string;
  /** Moves `path` (a file or directory; nothing when it does not exist) out of the way, into the trash. */
  discard(path: string): void;
  /** Removes the trash and everything discarded into it; it is also removed when the process exits. */
  empty(): void;
}

/**
 * A trash directory for one benchmark run: what the benchmark clears before a build (caches, an
 * earlier build's output) is renamed into it, and it is removed once every build is timed, so no
 * timed build follows the removal of thousands of files. On ext4 without a journal, as on this
 * project's build machines, a file created within a minute of another's removal (five while its
 * inode table block is unwritten) first checks every inode freed since, one buffer lookup each
 * (fs/ext4/ialloc.c, `find_inode_bit` and `recently_deleted`): removing the caches and output of
 * the build before made an empty-cache build of this site about 1.4 s slower, and which side of a
 * comparison paid depended on the order (docs/decisions/0029-benchmarks-remove-nothing-between-builds.md).
 * A rename frees no inode. A path on another file system than the system's temporary directory
 * cannot be renamed into it and is removed at once instead. The trash is removed when the process
 * exits (Node's `exit` event, after an error too), unless `empty` removed it before.
 */
export function benchTrash(): BenchTrash {
  const dir = mkdtempSync(join(tmpdir(), "bench-trash-"));
  let discarded = 0;
  const empty = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", empty);
  return {
    dir,
    discard(path) {
      if (!existsSync(path)) return;
      try {
        renameSync(path, join(dir, String(discarded++)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        rmSync(path, { recursive: true, force: true });
      }
    },
    empty,
  };
}
