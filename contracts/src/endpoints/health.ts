import Type from "typebox";
import { Ok } from "../schemas/common";
import { endpoint } from "./define";

const Check = Type.Union([Type.Literal("up"), Type.Literal("down"), Type.Literal("not configured")]);
const Readiness = Type.Object({
  database: Check,
  /** Down is a degradation, not unreadiness: PostgreSQL carries what Redis speeds up. */
  redis: Check,
  migrations: Type.Union([Type.Literal("applied"), Type.Literal("pending"), Type.Literal("unknown")]),
  storage: Type.Union([Type.Literal("writable"), Type.Literal("full"), Type.Literal("not on this instance")]),
  draining: Type.Boolean(),
  /** What runs in a lesser way right now (served, but e.g. rate limits counted per instance). */
  degraded: Type.Array(Type.String()),
});
const NotReady = Type.Object({ status: Type.Literal(false), message: Type.String(), result: Readiness });
const tags = ["health"];

/** What a load balancer and a monitor ask: whether the process answers and whether it can serve. */
export const healthEndpoints = {
  checkHealth: endpoint({
    method: "GET",
    path: "/api/health",
    access: "public",
    schema: { tags, response: { 200: Ok(Type.Object({ database: Type.Literal("up"), uptime: Type.Number() })) } },
  }),
  /** Liveness: the process answers (a load balancer restarts it when it does not). */
  checkLiveness: endpoint({
    method: "GET",
    path: "/api/health/live",
    access: "public",
    schema: { tags, response: { 200: Ok(Type.Object({ uptime: Type.Number() })) } },
  }),
  /** Readiness: the database answers, Redis too when configured, and every migration this code knows is applied. */
  checkReadiness: endpoint({
    method: "GET",
    path: "/api/health/ready",
    access: "public",
    schema: { tags, response: { 200: Ok(Readiness), 503: NotReady } },
  }),
};
