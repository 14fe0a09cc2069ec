import { isSitePath, safeHref } from "@hpm/contracts";
import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

export function isInternalHref(href: string) {
  return isSitePath(href) && !/^\/(api|uploads|dev-idp|auth)(\/|$)/.test(href);
}

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string | undefined };

export function SmartLink({ href, onClick, ...rest }: SmartLinkProps) {
  const router = useRouter();
  const safe = safeHref(href);
  const external = /^https?:\/\//i.test(safe);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isInternalHref(safe) || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href: safe });
  };
  return <a href={safe} onClick={handleClick} {...(external ? { rel: "noopener noreferrer" } : {})} {...rest} />;
}
