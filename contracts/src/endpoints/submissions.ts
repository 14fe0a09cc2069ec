import { ErrorBody } from "../schemas/common";
import { ContactMeBody, ResumableUploadParams, SubmitResultSchema } from "../schemas/submissions";
import { endpoint } from "./define";

const tags = ["forms"];
const answers = { 200: SubmitResultSchema, 400: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const consumes = ["multipart/form-data"];
const tusTags = ["uploads"];

/**
 * The site's forms as visitors send them (spec/3 section 7), each after a proof of work. The three form pages send
 * multipart (their attachments): the API reads the parts itself, so those routes have no body schema.
 */
export const submissionsEndpoints = {
  getAltchaChallenge: endpoint({
    method: "GET",
    path: "/api/altcha/challenge",
    access: "public",
    schema: { tags, summary: "A proof-of-work challenge for the next submission" },
  }),
  submitQuote: endpoint({
    method: "POST",
    path: "/api/auth/send-start-a-quote",
    access: "public",
    schema: { tags, summary: "Start a Quote request (multipart)", consumes, response: answers },
  }),
  submitContactForm: endpoint({
    method: "POST",
    path: "/api/auth/contact-us",
    access: "public",
    schema: { tags, summary: "Contact form message (multipart)", consumes, response: answers },
  }),
  submitErsReport: endpoint({
    method: "POST",
    path: "/api/auth/ers",
    access: "public",
    schema: { tags, summary: "Emergency roadside service incident report (multipart)", consumes, response: answers },
  }),
  submitContactMe: endpoint({
    method: "POST",
    path: "/api/auth/send-contact",
    access: "public",
    schema: { tags, summary: "Contact Me request to an agent", body: ContactMeBody, response: answers },
  }),
  /**
   * Resumable attachment uploads (tus 1.0.0: core, creation, termination, expiration). Every request and answer
   * carries `Tus-Resumable: 1.0.0`; the bytes go up in pieces (PATCH at the stored offset) that survive a dropped
   * connection, tied to the submission's idempotency key (metadata `key`), then the submission names them (UPLOADS_FIELD).
   */
  createResumableUpload: endpoint({
    method: "POST",
    path: "/api/uploads/resumable",
    access: "public",
    schema: {
      tags: tusTags,
      summary: "Create a resumable upload (tus creation: Upload-Length, Upload-Metadata key/field/filename/filetype)",
    },
  }),
  getResumableUpload: endpoint({
    method: "HEAD",
    path: "/api/uploads/resumable/:id",
    access: "public",
    schema: {
      tags: tusTags,
      summary: "A resumable upload's offset (tus HEAD: Upload-Offset, Upload-Length)",
      params: ResumableUploadParams,
    },
  }),
  appendResumableUpload: endpoint({
    method: "PATCH",
    path: "/api/uploads/resumable/:id",
    access: "public",
    schema: {
      tags: tusTags,
      summary: "Append bytes at the upload's offset (application/offset+octet-stream, Upload-Offset)",
      consumes: ["application/offset+octet-stream"],
      params: ResumableUploadParams,
    },
  }),
  deleteResumableUpload: endpoint({
    method: "DELETE",
    path: "/api/uploads/resumable/:id",
    access: "public",
    schema: { tags: tusTags, summary: "Remove a resumable upload (tus termination)", params: ResumableUploadParams },
  }),
};
