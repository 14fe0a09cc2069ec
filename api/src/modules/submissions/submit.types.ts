import type { SubmissionKind } from "@hpm/contracts";

export interface IncomingFile {
  fieldName: string;
  name: string;
  data: Buffer;
}

export interface SubmissionInput {
  kind: SubmissionKind;
  client: string;
  idempotencyKey?: string;
  /** Text fields of the request (multipart fields, or the JSON body's fields as text). */
  fields: Record<string, string>;
  files: IncomingFile[];
  ip?: string;
}

export interface SubmissionAnswer {
  /** only a stored submission has an answer to replay: a success */
  statusCode: 200;
  body: { status: true; message: string; result: { id: string; reference: string }; data: { message: string } };
}
