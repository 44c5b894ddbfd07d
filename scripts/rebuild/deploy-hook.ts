import type { BuildFailure } from "./local-build.ts";

/**
 * The part of a deploy hook URL that is safe to log. Hosting providers put the secret in the
 * path (Netlify `/build_hooks/<id>`, Vercel `/deploy/<project>/<token>`, Cloudflare Pages
 * `/deploy_hooks/<id>`), so only the origin is shown.
 */
export function redactHookUrl(url: string): string {
  try {
    return `${new URL(url).origin}/…`;
  } catch {
    return "(invalid URL)";
  }
}

/**
 * POSTs an empty JSON object to a hosting provider's deploy hook, which starts a build on the
 * provider's side (the provider then reads the newest content itself). Resolves to
 * `{ ok: true }` on a 2xx answer, otherwise `{ ok: false, error }` naming the status or the
 * network error; never throws. `timeoutMs` bounds the whole call (default 30 s).
 */
export async function callDeployHook(
  url: string,
  { timeoutMs = 30_000, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<{ ok: true } | { ok: false; error: BuildFailure }> {
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; reading it releases the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true };
    return {
      ok: false,
      error: { message: `deploy hook ${redactHookUrl(url)} answered ${response.status} ${response.statusText}`.trim() },
    };
  } catch (error) {
    return { ok: false, error: { message: `deploy hook ${redactHookUrl(url)} failed: ${(error as Error).message}` } };
  }
}
