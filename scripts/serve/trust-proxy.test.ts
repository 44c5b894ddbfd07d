import { describe, expect, it } from "vitest";
import { trustedProxies } from "./trust-proxy.ts";

describe("trustedProxies", () => {
  it("trusts a proxy on the same host by default", () => {
    const { setting, trusts } = trustedProxies(undefined);
    expect(setting).toEqual(["loopback"]);
    expect(trusts("127.0.0.1")).toBe(true);
    expect(trusts("::1")).toBe(true);
    expect(trusts("203.0.113.7")).toBe(false);
  });

  it("trusts the addresses and subnets listed, or none", () => {
    const { trusts } = trustedProxies("10.0.0.0/8, 192.0.2.10");
    expect(trusts("10.1.2.3")).toBe(true);
    expect(trusts("192.0.2.10")).toBe(true);
    expect(trusts("127.0.0.1")).toBe(false);
    expect(trustedProxies("false").trusts("127.0.0.1")).toBe(false);
    expect(trustedProxies("false").setting).toBe(false);
  });

  it("names the value it cannot read", () => {
    expect(() => trustedProxies("not-an-address")).toThrow(/TRUST_PROXY=not-an-address/);
  });
});
