import fp from "fastify-plugin";
import { BadRequestError } from "../errors";

// A NUL (PostgreSQL text cannot hold it, nor JSON columns its escape) or half of a UTF-16 surrogate pair (not a
// character at all): neither is anything a person typed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);
const notText = (s: string) => s.includes(NUL) || LONE_SURROGATE.test(s);

/** The path of the first string in a value that holds what is not text, or null. */
export function findBadText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return notText(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== "object") return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (notText(key)) return path;
    const found = findBadText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for text that holds what is not text, naming the field. */
export function notTextError(field: string): BadRequestError {
  return new BadRequestError(`${field || "The request"} contains characters that are not allowed.`, [
    { path: field, message: "contains characters that are not allowed" },
  ]);
}

/**
 * Every request's query, path parameters and JSON body are text: one that carries a NUL or a lone surrogate is
 * refused with 400 naming the field, before any schema, handler or database sees it.
 */
export default fp(
  async (app) => {
    app.addHook("preValidation", (request, _reply, done) => {
      const field = findBadText(request.params, "") ?? findBadText(request.query, "") ?? findBadText(request.body, "");
      done(field === null ? undefined : notTextError(field));
    });
  },
  { name: "text-input" },
);
