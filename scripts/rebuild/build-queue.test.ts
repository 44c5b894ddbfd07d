import { describe, expect, it } from "vitest";
import { CoalescingQueue } from "./build-queue.ts";

describe("CoalescingQueue", () => {
  it("runs one job at a time, keeps at most one queued, and gives the queued run the newest trigger", async () => {
    const seen: number[] = [];
    let release!: () => void;
    const queue = new CoalescingQueue<number>(async (trigger) => {
      seen.push(trigger);
      if (seen.length === 1) await new Promise<void>((done) => (release = done));
    });
    expect(queue.request(1)).toBe("started");
    expect(queue.request(2)).toBe("queued");
    expect(queue.request(3)).toBe("coalesced");
    expect(queue.request(4)).toBe("coalesced");
    expect(queue).toMatchObject({ busy: true, queued: true });
    release();
    await queue.idle();
    expect(seen).toEqual([1, 4]);
    expect(queue).toMatchObject({ busy: false, queued: false });
  });

  it("keeps working after a job throws", async () => {
    const errors: unknown[] = [];
    const runs: string[] = [];
    const queue = new CoalescingQueue<string>(
      async (trigger) => {
        runs.push(trigger);
        if (trigger === "bad") throw new Error("boom");
      },
      (error) => errors.push(error),
    );
    queue.request("bad");
    await queue.idle();
    queue.request("good");
    await queue.idle();
    expect(runs).toEqual(["bad", "good"]);
    expect(errors).toHaveLength(1);
  });
});
