import { DEFAULT_CLIENT } from "@hpm/contracts";
import { api } from "../../lib/api";

export const hubApi = {
  linkToken: () => api.call("issueLinkToken", { body: { clientName: DEFAULT_CLIENT } }),
};

export function withToken(link: string, token: string): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set("token", token);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

// The tab opens at the click (a popup blocker allows that), then goes to the link once the token is there.
export async function openWithToken(link: string): Promise<void> {
  const tab = window.open("about:blank", "_blank");
  try {
    const { token } = await hubApi.linkToken();
    const target = withToken(link, token);
    if (tab) {
      tab.opener = null;
      tab.location.href = target;
    } else window.location.href = target;
  } catch (err) {
    tab?.close();
    console.error("Could not open the link", err);
  }
}

export async function downloadPdf(path: string, name: string): Promise<void> {
  try {
    const res = await fetch(path, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = name.endsWith(".pdf") ? name : `${name}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (err) {
    console.error("Error downloading PDF", err);
  }
}
