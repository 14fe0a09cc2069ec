import { DEFAULT_CLIENT, openElsewhereLabel, PRESENCE_PING_MS } from "@hpm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api";
import "./presence.css";

/** Editors only (loaded lazily by the pencil): who else has this section's editor open (issue 18). */
export const presenceKey = (pageName: string, client: string) => ["presence", client, pageName] as const;

export default function PresenceBadge({
  pageName,
  section,
  client = DEFAULT_CLIENT,
}: {
  pageName: string;
  section: string;
  client?: string;
}) {
  // one query per page, shared by its pencils
  const { data } = useQuery({
    queryKey: presenceKey(pageName, client),
    queryFn: () => api.call("getPagePresence", { body: { pageName, client } }),
    refetchInterval: PRESENCE_PING_MS,
    staleTime: PRESENCE_PING_MS / 2,
  });
  const others = data?.[section] ?? [];
  if (!others.length) return null;
  const names = others.map((o) => o.name || o.email).join(", ");
  return (
    <span className="pencil-presence" role="status">
      {openElsewhereLabel(names)}
    </span>
  );
}
