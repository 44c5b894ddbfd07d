/**
 * A forgery of a `sanity-webhook-signature` header (`t=<ms>,v1=<base64url HMAC>`): the first
 * character of the signature is replaced by a different one, always, so the header can never
 * still be valid (replacing it with a fixed letter is no change when it already is that letter).
 * Throws when the header has no `v1=` part.
 */
export function forgeSignature(header: string): string {
  const at = header.indexOf("v1=") + "v1=".length;
  if (at < "v1=".length || at >= header.length) throw new Error(`not a signature header: ${header}`);
  const replacement = header[at] === "A" ? "B" : "A";
  return `${header.slice(0, at)}${replacement}${header.slice(at + 1)}`;
}
