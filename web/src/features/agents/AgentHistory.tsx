import { type Agent, type AgentInput, DEFAULT_CLIENT, type FieldDef, type SectionContent } from "@hpm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { VersionHistory } from "../../content/VersionHistory";
import { type ApiError, api } from "../../lib/api";
import { agentKeys } from "./queries";

/** What an agent's History compares (issue 18): the fields of the agent editor. */
const FIELDS: FieldDef[] = [
  { name: "title", label: "Name", kind: "text" },
  { name: "email", label: "Email", kind: "text" },
  { name: "image", label: "Image", kind: "image" },
  { name: "mobile", label: "Office phone", kind: "text" },
  { name: "phone", label: "Second phone / fax", kind: "text" },
  { name: "address", label: "Address", kind: "text" },
  { name: "address2", label: "Address 2", kind: "text" },
  { name: "city", label: "City", kind: "text" },
  { name: "state", label: "State", kind: "text" },
  { name: "zip", label: "ZIP code", kind: "text" },
  { name: "coords", label: "Latitude, longitude", kind: "text" },
  { name: "aboutMe", label: "About me", kind: "multiline" },
  { name: "table", label: "Office hours", kind: "multiline" },
  { name: "map", label: "Map link", kind: "text" },
  { name: "website2", label: "Website", kind: "text" },
];

export const agentHistoryKey = (email: string, client = DEFAULT_CLIENT) => ["agent-history", client, email] as const;

export function agentContent(a: Partial<AgentInput>): SectionContent {
  const text = (v: unknown) => ({ value: v === null || v === undefined ? "" : String(v) });
  return {
    title: text(a.title),
    email: text(a.email),
    image: text(a.image),
    mobile: text(a.mobile),
    phone: text(a.phone),
    address: text(a.address),
    address2: text(a.address2),
    city: text(a.city),
    state: text(a.state),
    zip: text(a.zip),
    coords: text(a.lat === null || a.lat === undefined ? "" : `${a.lat}, ${a.lng ?? ""}`),
    aboutMe: text(a.aboutMe),
    table: text((a.table ?? []).map((r) => `${r.column1}: ${r.column2}`).join("\n")),
    map: text(a.map),
    website2: text(a.website2),
  };
}

interface AgentHistoryProps {
  email: string;
  current: AgentInput;
  baseUpdatedAt: string | undefined;
  onRestored: (agent: Agent) => void;
  onConflict: (err: ApiError) => void;
  client?: string;
}

/** The agent editor's History: the agent's saved versions, compared with the form, and Restore. */
export function AgentHistory({
  email,
  current,
  baseUpdatedAt,
  onRestored,
  onConflict,
  client = DEFAULT_CLIENT,
}: AgentHistoryProps) {
  const queryClient = useQueryClient();
  return (
    <VersionHistory
      fields={FIELDS}
      queryKey={agentHistoryKey(email, client)}
      fetchPage={(pageNumber, pageSize) => api.call("listAgentHistory", { body: { email, client, pageNumber, pageSize } })}
      toContent={(v) => agentContent(v.content as Partial<AgentInput>)}
      current={agentContent(current)}
      empty="No saved versions yet: the next save starts this agent's history."
      onConflict={onConflict}
      restore={async (version) => {
        const agent = await api.call("restoreAgent", {
          body: { email, client, versionId: version.id, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) },
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: agentHistoryKey(email, client) }),
          queryClient.invalidateQueries({ queryKey: agentKeys.list(client) }),
        ]);
        onRestored(agent);
      }}
    />
  );
}
