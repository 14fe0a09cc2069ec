import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: "High Plains Mutual API", version: "1.0.0", description: "Content, sign-in and site services." },
        components: {
          securitySchemes: { session: { type: "apiKey", in: "cookie", name: "hpm_session" } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { docExpansion: "list" } });
  },
  { name: "docs" },
);
