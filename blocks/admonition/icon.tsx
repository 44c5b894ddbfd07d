/** The kinds of admonition the content model has (schemas/admonition.ts). */
export type AdmonitionTone = "note" | "tip" | "info" | "warning" | "danger";

/**
 * The icon of an admonition's heading, per kind, as inline SVG (it renders the same on every
 * system, unlike emoji). Shared by the site and the Studio's block preview.
 */
export function AdmonitionToneIcon({
  tone,
  size = 16,
  className,
}: {
  tone: AdmonitionTone;
  size?: number;
  className?: string;
}) {
  const common = { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": true, className } as const;
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  if (tone === "tip")
    return (
      <svg {...common}>
        <path
          {...stroke}
          d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"
        />
      </svg>
    );
  if (tone === "warning")
    return (
      <svg {...common}>
        <path {...stroke} d="M12 3 2 20h20L12 3zM12 10v4M12 17.5v.01" />
      </svg>
    );
  if (tone === "danger")
    return (
      <svg {...common}>
        <path {...stroke} d="M8.5 2.5h7l5 5v7l-5 5h-7l-5-5v-7l5-5zM12 8v5M12 16.5v.01" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle {...stroke} cx="12" cy="12" r="9.5" />
      <path {...stroke} d="M12 11v6M12 7.5v.01" />
    </svg>
  );
}
