import { OPERATION_SECTIONS } from "../../api-reference/operation-view.ts";
import { SmartLink } from "../smart-link.tsx";

/** How to check a webhook delivery's `Tidewire-Signature` header, shown on every webhook page. */
export function WebhookSignature({ versionBase }: { versionBase: string }) {
  return (
    <section className="api-section" aria-labelledby={OPERATION_SECTIONS.signature.id}>
      <h2 id={OPERATION_SECTIONS.signature.id}>{OPERATION_SECTIONS.signature.text}</h2>
      <p>
        Tidewire signs every delivery. The <code>Tidewire-Signature</code> header looks like{" "}
        <code>t=1741080600,v1=5257a8…</code>: a Unix timestamp and one or more hex HMAC-SHA256 signatures of{" "}
        <code>&lt;t&gt;.&lt;raw request body&gt;</code>, keyed with your endpoint secret.
      </p>
      <ol>
        <li>Read the raw body before any JSON parsing; a re-serialised body does not match.</li>
        <li>
          Compute the HMAC-SHA256 of <code>t + "." + body</code> with your secret and compare it with each{" "}
          <code>v1</code> value in constant time.
        </li>
        <li>
          Reject the delivery when no signature matches or when <code>t</code> is more than 5 minutes old, to stop
          replays.
        </li>
        <li>
          Answer 2xx quickly and process the event asynchronously; deduplicate on the event <code>id</code>.
        </li>
      </ol>
      <p>
        Code in Node.js and Python is in the{" "}
        <SmartLink href={`${versionBase}/api-docs/webhooks`}>webhooks guide</SmartLink>.
      </p>
    </section>
  );
}
