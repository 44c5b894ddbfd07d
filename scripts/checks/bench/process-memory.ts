import { readdirSync, readFileSync } from "node:fs";

/** Resident memory (bytes) of a process and all its descendants, from /proc (Linux). 0 when unreadable. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1]);
      rss.set(Number(entry), Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  const total = (pid: number): number =>
    (rss.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), 0);
  return total(rootPid);
}
