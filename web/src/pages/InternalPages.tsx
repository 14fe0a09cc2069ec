import { Link } from "@tanstack/react-router";
import { SimplePage } from "./SimplePage";

export function AgentLoginPage() {
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

export function InternalLandingPage() {
  return (
    <SimplePage title="Internal resources">
      <p className="lead">Internal resources for agents and staff are coming soon.</p>
    </SimplePage>
  );
}
