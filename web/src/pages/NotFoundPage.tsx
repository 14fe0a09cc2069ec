import { Link } from "@tanstack/react-router";
import { SimplePage } from "./SimplePage";

export function NotFoundPage() {
  return (
    <SimplePage title="Page not found">
      <p className="lead">We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/360" className="btn">
          Go to the home page
        </Link>
      </p>
    </SimplePage>
  );
}
