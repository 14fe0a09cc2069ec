import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return "The request is not valid.";
  const where = first.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : error.validationContext;
  return `${where ?? "body"} ${first.message ?? "is not valid"}`.trim();
}

// The multipart parser's errors for a body a client built wrong (no boundary, a broken part): the client's fault.
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Malformed part header|Unexpected end of (?:form|multipart data)|Part terminated early)/;

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
      if (MALFORMED_MULTIPART.test(error.message)) {
        return reply.code(400).send({ status: false, message: "The form data could not be read. Please try again." });
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
