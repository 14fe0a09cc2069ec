import { Link, Navigate } from "@tanstack/react-router";
import { useAuth } from "../features/auth/use-auth";
import { SimplePage } from "./SimplePage";

export function AgentLoginPage() {
  const { user } = useAuth();
  if (user) return <Navigate to="/360/agent-hub" replace />;
  return (
    <SimplePage title="360 Insurance Hub login">
      <p className="lead">Agents and staff sign in with their company account.</p>
      <p>
        <Link to="/login" className="btn">
          Go to sign in
        </Link>
      </p>
    </SimplePage>
  );
}
