import { type Agent, agentProfilePath, safeHref } from "@hpm/contracts";
import { SmartLink } from "../../components/SmartLink";
import { formatDistance } from "./search";

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function AgentPhoto({ agent, size }: { agent: Agent; size: number }) {
  if (agent.image)
    return <img className="agent-photo" src={safeHref(agent.image)} alt="" width={size} height={size} loading="lazy" />;
  const initials = agent.title
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="agent-photo agent-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}

export function AgentCard({ agent, distance, actions }: { agent: Agent; distance: number | null; actions?: React.ReactNode }) {
  return (
    <li className="agent-card">
      <AgentPhoto agent={agent} size={72} />
      <div className="agent-card-body">
        <h3>
          <SmartLink href={agentProfilePath(agent.email)}>{agent.title}</SmartLink>
        </h3>
        <p className="agent-address">{agent.address}</p>
        {agent.mobile && (
          <p>
            <a href={telHref(agent.mobile)}>{agent.mobile}</a>
          </p>
        )}
        {distance !== null && <p className="agent-distance">{formatDistance(distance)} away</p>}
        {actions}
      </div>
    </li>
  );
}
