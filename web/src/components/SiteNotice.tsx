import { type FieldValue, HOME_PAGE, SITE_NOTICE_SECTION } from "@hpm/contracts";
import { useState } from "react";
import { usePageContent } from "../content/hooks";
import { Pencil } from "../content/Pencil";
import { storage } from "../features/auth/auth-store";
import { useHydrated } from "../lib/use-hydrated";
import { SmartLink } from "./SmartLink";

const DISMISSED = "hpm.notice";

/**
 * The site notice at the top of every page, from the home page's content (which every page reads, offline too). An
 * information notice can be dismissed for the visit: hidden only once hydrated, so the server's page and the
 * browser's first render agree. Editors switch it on and off on the Scheduled page (or with its pencil while it shows).
 */
export function SiteNotice() {
  const notice = usePageContent(HOME_PAGE).data?.[SITE_NOTICE_SECTION] as Record<string, FieldValue> | undefined;
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const text = notice?.text?.value;
  const level = notice?.level?.value || "information";
  const info = level === "information";
  const link = notice?.link?.link;
  if (notice?.status?.value !== "true" || !text) return null;
  if (info && (dismissed || (hydrated && storage("sessionStorage")?.getItem(DISMISSED) === text))) return null;
  return (
    <section className={`site-notice site-notice-${level}`} aria-label="Site notice">
      <p role={level === "urgent" ? "alert" : "status"}>
        {text}
        {link && <SmartLink href={link}>{notice.link?.value || link}</SmartLink>}
      </p>
      <Pencil pageName={HOME_PAGE} section={SITE_NOTICE_SECTION} />
      {info && (
        <button
          type="button"
          className="btn btn-light btn-small"
          aria-label="Dismiss notice"
          onClick={() => {
            setDismissed(true);
            // the button goes with the notice: keyboard and screen reader users go on from the page's main content
            document.getElementById("main")?.focus();
            storage("sessionStorage")?.setItem(DISMISSED, text);
          }}
        >
          Dismiss
        </button>
      )}
    </section>
  );
}
