export { DEMO_AGENT_COUNT, type DemoAgent, generateAgents } from "./seeds/demo-agents";
export {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  DEMO_BLOG_POSTS,
  DEMO_BLOG_TOPICS,
  type DemoBlogPost,
  type DemoBlogTopic,
} from "./seeds/demo-blog";
export { DEMO_TOWNS, type Town } from "./seeds/towns";
