import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return "The request is not valid.";
  const where = first.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : error.validationContext;
  return `${where ?? "body"} ${first.message ?? "is not valid"}`.trim();
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send({ status: false, message: error.message, errors: error.errors });
      }
      if (error.validation) {
        return reply.code(400).send({
          status: false,
          message: validationMessage(error),
          errors: error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? "is not valid" })),
        });
      }
      const code = error.statusCode ?? 500;
      if (code >= 400 && code < 500) {
        return reply
          .code(code)
          .send({ status: false, message: code === 429 ? "Too many requests. Please try again shortly." : error.message });
      }
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ status: false, message: "Something went wrong" });
    });
  },
  { name: "errors" },
);
