import proxyaddr from "proxy-addr";

/** The reverse proxies a server trusts, from TRUST_PROXY. */
export interface TrustedProxies {
  /** The value for Express's `trust proxy` setting (Express docs, "behind proxies"). */
  setting: string[] | false;
  /** Whether a connection's address is one of them (proxy-addr's compiled check). */
  trusts: (address: string) => boolean;
}

/**
 * The reverse proxies named by `value` (TRUST_PROXY): a comma-separated list of addresses,
 * subnets (`10.0.0.0/8`) or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`); `false`
 * or empty trusts none. Unset, `loopback`: a proxy on the same host. Connections from a trusted
 * proxy give the client's address from `X-Forwarded-For` (for logs and the receiver's rate limit)
 * and are left out of the per-client connection quota, which the proxy's own `limit_conn` applies
 * (README, "A public receiver"). Throws naming the value when proxy-addr cannot read it.
 */
export function trustedProxies(value: string | undefined = "loopback"): TrustedProxies {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length || (entries.length === 1 && entries[0] === "false"))
    return { setting: false, trusts: () => false };
  let check: (address: string, hop: number) => boolean;
  try {
    check = proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY=${value}: ${(error as Error).message}`);
  }
  return { setting: entries, trusts: (address) => check(address, 0) };
}
