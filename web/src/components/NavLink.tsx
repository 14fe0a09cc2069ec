import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { normalizePath } from "../route-specs";

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the site (`/360/...`). */
  to: string;
  /** The page on screen (one reading of the router's location for the whole menu): its link says so (aria-current). */
  pathname: string;
};

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
const samePath = (a: string, b: string) => normalizePath(decoded(a)) === normalizePath(decoded(b));

/**
 * A link of the header's menus: an anchor the router follows (and, when a pointer or focus comes to it, loads ahead),
 * marked as the current page when it names the page on screen. The router's own <Link> works out its address and
 * active state through the router, each link on every render, and subscribes to the router on its own: the header's
 * twenty links were about a third of a page's take-over on a slow phone.
 */
export function NavLink({ to, pathname, onClick, ...rest }: NavLinkProps) {
  const router = useRouter();
  const preload = () => void router.preloadRoute({ to }).catch(() => undefined);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href: to });
  };
  return (
    <a
      href={to}
      aria-current={samePath(pathname, to) ? "page" : undefined}
      onClick={follow}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      {...rest}
    />
  );
}
