/** Issue 18: saves that carry the version the editor opened, and the 409 that tells them someone else saved first. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 23, 2026 at 22:30 UTC": in UTC so the server's message and every browser say the same time. */
export function formatEditTime(iso: string | Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${hh}:${mm} UTC`;
}

export type EditedThing = "section" | "post" | "agent" | "field";

/** The message word for word for sections; the same sentence names the thing for posts, agents and form fields. */
export function staleEditMessage(thing: EditedThing, name: string, at: string | Date): string {
  return `This ${thing} was changed by ${name} at ${formatEditTime(at)}. Review their changes before saving again.`;
}

/** Sent as baseVersion when the editor opened a section nobody has saved yet (it shows the defaults). */
export const NO_VERSION_YET = 0;

/** How many versions one page of a section's history holds. */
export const HISTORY_PAGE_SIZE = 10;

/** How often an open section editor says so, and how long one ping counts (two pings may be missed). */
export const PRESENCE_PING_MS = 20_000;
export const PRESENCE_TTL_MS = 45_000;

/** What the pencil says while another editor has its section open. */
export const openElsewhereLabel = (name: string) => `Open in ${name}'s editor`;
