import { describe, expect, it } from "vitest";
import { clientOf } from "./http-server.ts";

describe("clientOf", () => {
  it("counts an IPv4 address as itself, also written IPv4-mapped", () => {
    expect(clientOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of an IPv6 /64 as one client, however it is written", () => {
    expect(clientOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
  });
});
