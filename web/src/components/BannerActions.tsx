import { SmartLink } from "./SmartLink";

export interface BannerButton {
  /** 1 for the first (the accented one), 2 for the second. */
  n: 1 | 2;
  label: string;
  href: string;
}

/**
 * A banner's or section's one or two call-to-action buttons, the first accented (`secondClass` styles the second).
 * Each page reads them from its own fields (the spec names them differently per page) and drops the empty ones.
 */
export function BannerActions({ buttons, secondClass = "btn btn-light" }: { buttons: BannerButton[]; secondClass?: string }) {
  if (buttons.length === 0) return null;
  return (
    <div className="banner-actions">
      {buttons.map((b) => (
        <SmartLink key={b.n} href={b.href} className={b.n === 1 ? "btn btn-accent" : secondClass}>
          {b.label}
        </SmartLink>
      ))}
    </div>
  );
}
