export { DEMO_AGENT_COUNT, type DemoAgent, generateAgents } from "./seeds/demo-agents";
export { DEMO_TOWNS, type Town } from "./seeds/towns";
