import { isSitePath, safeHref } from "@hpm/contracts";
import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

export function isInternalHref(href: string) {
  return isSitePath(href) && !/^\/(api|uploads|dev-idp|auth)(\/|$)/.test(href);
}

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string | undefined };

/**
 * True when a click on a link to `href` is the router's to follow: a plain left click (no new tab or window asked for)
 * on a link of this site's pages. SmartLink and the links inside a page's kept static parts (lib/Static.tsx) use it.
 */
export function routesClick(e: MouseEvent, href: string): boolean {
  return !e.defaultPrevented && isInternalHref(href) && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function SmartLink({ href, onClick, ...rest }: SmartLinkProps) {
  const router = useRouter();
  const safe = safeHref(href);
  const external = /^https?:\/\//i.test(safe);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!routesClick(e, safe)) return;
    e.preventDefault();
    void router.navigate({ href: safe });
  };
  return <a href={safe} onClick={handleClick} {...(external ? { rel: "noopener noreferrer" } : {})} {...rest} />;
}
