import type { Static } from "typebox";
import type * as schemas from "./schemas/index";

export type OfficeHoursRow = Static<typeof schemas.OfficeHoursRowSchema>;
export type Agent = Static<typeof schemas.AgentSchema>;

export type AgentInput = Omit<Agent, "agentSearchAddress" | "updatedAt">;

export const AGENT_KEY = "Agent";
export const AGENT_STATES = ["Colorado", "Montana", "Wyoming"] as const;
export const DEFAULT_AGENT_STATE = "Colorado";
export const AGENT_DELETED_MESSAGE = "Agent has been deleted!";

const AGENT_RULES: { field: keyof AgentInput; message: string }[] = [
  { field: "title", message: "Please enter Name!" },
  { field: "email", message: "Please enter Email!" },
  { field: "address", message: "Please enter Address!" },
  { field: "city", message: "Please enter city!" },
  { field: "aboutMe", message: "Please enter about me!" },
];

export function validateAgent(agent: Partial<AgentInput>): { path: string; message: string } | null {
  for (const rule of AGENT_RULES) {
    const v = agent[rule.field];
    if (typeof v !== "string" || v.trim() === "") return { path: rule.field, message: rule.message };
  }
  return null;
}

/** An agent's profile page (the directory's cards link to it; the sitemap lists it). */
export const agentProfilePath = (email: string) => `/360/agent-details/${encodeURIComponent(email)}`;

export const agentSearchAddress = (a: { city: string; title: string }) => `${a.city} - ${a.title}`;

/** Agents on one page of the directory's results. */
export const AGENTS_PAGE_SIZE = 10;

let nameCollator: Intl.Collator | undefined;
/**
 * The directory's order: by name, ignoring case and accents. The browser's search and the server's first page sort
 * alike, so the page the server sends is the page the search shows once the whole directory is in. The collator is
 * made on first use (making one costs a browser tens of milliseconds).
 */
export function byAgentName(a: { title: string }, b: { title: string }): number {
  nameCollator ??= new Intl.Collator("en", { sensitivity: "base" });
  return nameCollator.compare(a.title, b.title);
}
