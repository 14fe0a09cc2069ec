import { createHash } from "node:crypto";
import { HONEYPOT_FIELD } from "@hpm/contracts";
import { AppError } from "../../errors";
import type { SubmissionService } from "./submission.service";
import type { SubmissionAnswer, SubmissionInput } from "./submit.types";

const IGNORED_IN_HASH = new Set(["altcha", HONEYPOT_FIELD]);

export class IdempotencyConflictError extends AppError {
  constructor() {
    super(422, "This submission was already received with different content.");
  }
}

/** What makes two requests "the same submission": every field but the spam checks, and every file's content. */
export function bodyHash(input: SubmissionInput) {
  const fields = Object.keys(input.fields)
    .filter((k) => !IGNORED_IN_HASH.has(k))
    .sort()
    .map((k) => [k, input.fields[k]]);
  const files = input.files.map((f) => [f.fieldName, f.name, createHash("sha256").update(f.data).digest("hex")]);
  return createHash("sha256")
    .update(JSON.stringify({ kind: input.kind, client: input.client, fields, files }))
    .digest("hex");
}

/** The answer already given under this key, or null; a different body under the same key is a conflict. */
export async function replayOf(submissions: SubmissionService, key: string, hash: string): Promise<SubmissionAnswer | null> {
  const existing = await submissions.findByIdempotencyKey(key);
  if (!existing) return null;
  if (existing.bodyHash !== hash) throw new IdempotencyConflictError();
  return existing.response as SubmissionAnswer;
}
