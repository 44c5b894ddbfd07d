/**
 * Small decorative icons, hidden from assistive technology. Single-colour icons are CSS masks over
 * the text colour (styles/icons.css), so they follow hover, dark mode and forced colours and cost
 * no script; the logo keeps its own colours as inline SVG.
 */

/** A single-colour icon by name (`.icon--<name>` in styles/icons.css), `size` CSS pixels square. */
function MaskIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return (
    <span
      className={`icon icon--${name}${className ? ` ${className}` : ""}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}

export const ExternalIcon = () => <MaskIcon name="external" size={12} className="icon-external" />;
export const ChevronIcon = ({ className }: { className?: string }) => (
  <MaskIcon name="chevron" size={16} className={className} />
);
export const SunIcon = () => <MaskIcon name="sun" size={20} />;
export const MoonIcon = () => <MaskIcon name="moon" size={20} />;
export const SystemIcon = () => <MaskIcon name="system" size={20} />;
export const MenuIcon = () => <MaskIcon name="menu" size={24} />;
export const CloseIcon = () => <MaskIcon name="close" size={20} />;
export const GlobeIcon = () => <MaskIcon name="globe" size={18} />;
export const SearchIcon = ({ size, className }: { size: number; className?: string }) => (
  <MaskIcon name="search" size={size} className={className} />
);

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="logo-mark">
      <rect width="32" height="32" rx="8" fill="#0b57d0" />
      <path
        d="M6 19c3.2-4.5 6.6-4.5 10 0s6.8 4.5 10 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M6 12.5c3.2-4.5 6.6-4.5 10 0s6.8 4.5 10 0"
        fill="none"
        stroke="#8ab4ff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
