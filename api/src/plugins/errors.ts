import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { fsErrorCode } from "../db/data-dir-space";
import { AppError, OUT_OF_STORAGE_MESSAGE, OutOfStorageError, SERVICE_UNAVAILABLE_MESSAGE, StaleEditError } from "../errors";

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return "The request is not valid.";
  const where = first.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : error.validationContext;
  return `${where ?? "body"} ${first.message ?? "is not valid"}`.trim();
}

// The multipart parser's errors for a body a client built wrong (no boundary, a broken part): the client's fault.
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Malformed part header|Unexpected end of (?:form|multipart data)|Part terminated early)/;

/** Seconds a client is asked to wait before it retries a 503. */
export const RETRY_AFTER_SECONDS = 5;

// Node's socket errors on the way to the database, and pg's own words for a connection that failed or ended.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const CONNECTION_MESSAGE =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|connect ECONNREFUSED)/;

/**
 * True when the error says the database could not be reached (refused, cut, timed out) rather than that the
 * request was wrong: PostgreSQL's class 08 (connection exception), 57P01-57P03 (shut down, cannot connect
 * now), 53300 (too many connections), 57014 (statement timeout, which a cut connection ends in) and the
 * socket and pool errors of `pg`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03", "53300", "57014"].includes(code))
        return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGE.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

const NO_SPACE_MESSAGE = /No space left on device|Disk quota exceeded/i;

/**
 * True when a write failed, or was refused, for want of space: OutOfStorageError, the file system's ENOSPC or EDQUOT (Node, or PGlite's file system),
 * PostgreSQL's disk_full (53100, which PGlite raises too), or their words in a message.
 */
export function isOutOfStorage(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutOfStorageError) return true;
    const code = fsErrorCode(e);
    if (code === "ENOSPC" || code === "EDQUOT" || (e as { code?: unknown }).code === "53100") return true;
    const { message } = e as { message?: unknown };
    if (typeof message === "string" && NO_SPACE_MESSAGE.test(message)) return true;
  }
  return false;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        if (error instanceof StaleEditError)
          return reply.code(409).send({ status: false, message: error.message, current: error.current });
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
      if (isOutOfStorage(error)) {
        request.log.error({ err: error }, "out of storage space: answered 507");
        return reply.code(507).send({ status: false, message: OUT_OF_STORAGE_MESSAGE });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unreachable: answered 503");
        return reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send({ status: false, message: SERVICE_UNAVAILABLE_MESSAGE });
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
