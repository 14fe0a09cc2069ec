import { createHash } from "node:crypto";
import { HONEYPOT_FIELD, type SubmissionKind, submissionReference, UPLOADS_FIELD } from "@hpm/contracts";
import { AppError } from "../../errors";
import type { SubmissionService } from "./submission.service";
import type { SubmissionAnswer, SubmissionInput } from "./submit.types";

// The resumable uploads a submission names are tied to its key, not its hash: a resend whose uploads were removed
// once it was stored (and were sent again under new ids) is the same submission.
const IGNORED_IN_HASH = new Set(["altcha", HONEYPOT_FIELD, UPLOADS_FIELD]);

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
export async function replayOf(
  submissions: SubmissionService,
  key: string,
  hash: string,
  kind: SubmissionKind,
): Promise<SubmissionAnswer | null> {
  const existing = await submissions.findByIdempotencyKey(key);
  if (!existing) return null;
  if (existing.bodyHash !== hash) throw new IdempotencyConflictError();
  const answer = existing.response as SubmissionAnswer;
  // an answer stored before reference numbers gets its own, derived as it would have been
  const { id, reference = submissionReference(kind, id) } = answer.body.result as { id: string; reference?: string };
  return { ...answer, body: { ...answer.body, result: { ...answer.body.result, reference } } };
}
