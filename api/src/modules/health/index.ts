import fp from "fastify-plugin";
import healthRoutes from "./health.routes";

/** The health module: liveness and readiness for load balancers and monitors. */
export default fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: "health", dependencies: ["db"] },
);
