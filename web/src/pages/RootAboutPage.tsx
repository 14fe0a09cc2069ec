import { Link } from "@tanstack/react-router";
import { SimplePage } from "./SimplePage";

export default function RootAboutPage() {
  return (
    <SimplePage title="About High Plains Mutual">
      <p className="lead">
        High Plains Mutual Insurance is a member-owned insurer serving farm, ranch, home, auto and business customers through
        local agents.
      </p>
      <p>
        This overview page is still being written. For our history and people, see <Link to="/360/about-us">About Us</Link>.
      </p>
    </SimplePage>
  );
}
