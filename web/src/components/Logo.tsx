/**
 * The company's mark, drawn in the page (its lettering is styled in styles.css).
 * An `<img>` of an SVG costs the browser a document of its own to parse, lay out and paint on the main thread in the
 * page's first moments; drawn inline it is a few shapes of the page's own layout. Named by `label`, or hidden from
 * assistive technology where what surrounds it says the name.
 */
export function Logo({ label }: { label?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label with role img, or aria-hidden (the spread below)
    <svg
      className="logo"
      viewBox="0 0 240 48"
      width="200"
      height="40"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <circle cx="24" cy="22" r="12" fill="#f2b544" />
      <path d="M2 32C14 25 26 28 34 26S44 23 46 24V40H2Z" fill="#7fa05a" />
      <path d="M2 36C16 32 30 35 46 31V42H2Z" fill="#1f4d2b" />
      <text x="56" y="22">
        High Plains
      </text>
      <text x="56" y="40" className="logo-sub">
        MUTUAL INSURANCE
      </text>
    </svg>
  );
}
