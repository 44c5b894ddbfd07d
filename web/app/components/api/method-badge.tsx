/** An HTTP method (or EVENT for webhooks) as a coloured badge. */
export function MethodBadge({ method, size = "md" }: { method: string; size?: "sm" | "md" }) {
  return <span className={`method-badge method-badge--${method.toLowerCase()} method-badge--${size}`}>{method}</span>;
}
