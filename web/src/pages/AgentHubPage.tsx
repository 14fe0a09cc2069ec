import { Navigate } from "@tanstack/react-router";
import { useAuth } from "../features/auth/use-auth";
import { SimplePage } from "./SimplePage";

export default function AgentHubPage() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return (
    <SimplePage title="360 Insurance Hub">
      <p className="lead">Welcome, {user.name}. Agent tools, news and resources will appear here.</p>
    </SimplePage>
  );
}
