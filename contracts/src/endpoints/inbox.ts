import Type from "typebox";
import { ClientQuery, ErrorBody, Ok } from "../schemas/common";
import {
  ResendBody,
  SubmissionDetailSchema,
  SubmissionFileParams,
  SubmissionIdParams,
  SubmissionListQuery,
  SubmissionPageSchema,
} from "../schemas/submissions";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ["inbox"];

/** The admin inbox: the stored submissions, their attachments and their notification e-mails (editors only). */
export const inboxEndpoints = {
  listSubmissions: endpoint({
    method: "GET",
    path: "/api/submissions",
    access: "admin",
    schema: { tags, querystring: SubmissionListQuery, response: { 200: Ok(SubmissionPageSchema), ...errors } },
  }),
  /** text/csv, not the JSON envelope: a download link (`endpointUrl`), never `api.call`. */
  exportSubmissionsCsv: endpoint({
    method: "GET",
    path: "/api/submissions/export.csv",
    access: "admin",
    schema: { tags, querystring: ClientQuery },
  }),
  getSubmission: endpoint({
    method: "GET",
    path: "/api/submissions/:id",
    access: "admin",
    schema: {
      tags,
      params: SubmissionIdParams,
      querystring: ClientQuery,
      response: { 200: Ok(SubmissionDetailSchema), ...errors },
    },
  }),
  /** The attachment's bytes: a link (`endpointUrl`), never `api.call`. */
  getSubmissionFile: endpoint({
    method: "GET",
    path: "/api/submissions/:id/files/:fileId",
    access: "admin",
    schema: { tags, params: SubmissionFileParams, querystring: ClientQuery },
  }),
  resendSubmissionMail: endpoint({
    method: "POST",
    path: "/api/submissions/:id/resend",
    access: "admin",
    schema: {
      tags,
      params: SubmissionIdParams,
      body: ResendBody,
      response: { 200: Ok(Type.Object({ requeued: Type.Integer() })), ...errors },
    },
  }),
};
