import type { Static } from "typebox";
import type * as schemas from "./schemas";

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

export const agentSearchAddress = (a: { city: string; title: string }) => `${a.city} - ${a.title}`;
