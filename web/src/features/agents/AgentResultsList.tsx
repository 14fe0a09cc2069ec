import type { Agent } from "@hpm/contracts";
import { AgentCard } from "./AgentCard";
import { Pagination } from "./Pagination";
import type { AgentHit } from "./search";

interface AgentResultsListProps {
  visible: AgentHit[];
  isAdmin: boolean;
  page: number;
  count: number;
  onEdit: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
  onPage: (page: number) => void;
}

export default function AgentResultsList({ visible, isAdmin, page, count, onEdit, onDelete, onPage }: AgentResultsListProps) {
  return (
    <>
      {visible.length > 0 && (
        <ul className="agent-list">
          {visible.map(({ agent, distance }) => (
            <AgentCard
              key={agent.email}
              agent={agent}
              distance={distance}
              actions={
                isAdmin && (
                  <p className="agent-admin-actions">
                    <button type="button" className="btn btn-light btn-small" onClick={() => onEdit(agent)}>
                      Edit <span className="visually-hidden">{agent.title}</span>
                    </button>
                    <button type="button" className="btn btn-danger btn-small" onClick={() => onDelete(agent)}>
                      Delete <span className="visually-hidden">{agent.title}</span>
                    </button>
                  </p>
                )
              }
            />
          ))}
        </ul>
      )}
      <Pagination page={page} count={count} onPage={onPage} />
    </>
  );
}
