/**
 * The company's mark, drawn in the page (the same drawing as `public/logo.svg`). An `<img>` of an SVG costs the
 * browser a document of its own to parse, lay out and paint on the main thread in the page's first moments; drawn
 * inline it is a few shapes of the page's own layout. Named by `label`, or hidden from assistive technology when
 * what surrounds it says the name.
 */
export function Logo({ label }: { label?: string }) {
  return (
    <svg
      className="logo"
      viewBox="0 0 240 48"
      width={200}
      height={40}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="24" cy="22" r="12" fill="#f2b544" />
      <path d="M2 32 C14 25 26 28 34 26 S 44 23 46 24 V40 H2 Z" fill="#7fa05a" />
      <path d="M2 36 C16 32 30 35 46 31 V42 H2 Z" fill="#1f4d2b" />
      <text x="56" y="22" fontFamily="Georgia, serif" fontSize="18" fontWeight="700" fill="#1f4d2b">
        High Plains
      </text>
      <text x="56" y="40" fontFamily="Arial, sans-serif" fontSize="11" letterSpacing="1.5" fill="#3c5a3f">
        MUTUAL INSURANCE
      </text>
    </svg>
  );
}

/** The search buttons' magnifier, drawn in the page for the same reason as the logo (it was a CSS mask of an SVG). */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
    </svg>
  );
}
