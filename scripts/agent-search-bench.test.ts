import { expect, it } from "vitest";
import { runAgentSearchBench } from "./agent-search-bench";

it("searches 5,000 agents in under 5 ms per keystroke", () => {
  runAgentSearchBench(5000); // warm the JIT as a page would after its first keystrokes
  const stats = runAgentSearchBench(5000);
  expect(stats.agents).toBe(5000);
  expect(stats.keystrokes).toBeGreaterThan(200);
  expect(stats.medianMs).toBeLessThan(5);
  expect(stats.p95Ms).toBeLessThan(5);
});
