import { useEffect } from "react";

export const SITE_NAME = "High Plains Mutual Insurance";

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
