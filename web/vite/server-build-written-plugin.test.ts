import { afterEach, describe, expect, it } from "vitest";
import { SERVER_BUILD_WRITTEN } from "./build-channel.ts";
import { serverBuildWrittenPlugin } from "./server-build-written-plugin.ts";

type Hook = { order: string; sequential: boolean; handler: (this: { environment: { name: string } }) => void };

describe("serverBuildWrittenPlugin", () => {
  const send = process.send;
  afterEach(() => {
    process.send = send;
  });

  it("tells the parent process once the server environment's bundle is written, after every other plugin's", () => {
    const sent: unknown[] = [];
    process.send = ((message: unknown) => sent.push(message) > 0) as typeof process.send;
    const hook = serverBuildWrittenPlugin().writeBundle as unknown as Hook;
    expect([hook.order, hook.sequential]).toEqual(["post", true]);
    hook.handler.call({ environment: { name: "client" } });
    expect(sent).toEqual([]);
    hook.handler.call({ environment: { name: "ssr" } });
    expect(sent).toEqual([SERVER_BUILD_WRITTEN]);
  });

  it("does nothing in a build run on its own, with no IPC channel", () => {
    process.send = undefined;
    const hook = serverBuildWrittenPlugin().writeBundle as unknown as Hook;
    expect(() => hook.handler.call({ environment: { name: "ssr" } })).not.toThrow();
  });
});
