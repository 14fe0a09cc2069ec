import { ErrorBody, Ok } from "../schemas/common";
import { LinkTokenBody, LinkTokenClaims, LinkTokenResult, PdfUploadResult, VerifyLinkTokenBody } from "../schemas/hub";
import { endpoint } from "./define";

const tags = ["hub"];

/** The agent hub: its PDF uploads, and the signed links that carry an agent to a partner's site. */
export const hubEndpoints = {
  uploadHubPdf: endpoint({
    method: "POST",
    path: "/api/hub/upload-pdf",
    access: "admin",
    schema: {
      tags,
      consumes: ["multipart/form-data"],
      response: { 200: PdfUploadResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody },
    },
  }),
  issueLinkToken: endpoint({
    method: "POST",
    path: "/api/hub/link-token",
    access: "user",
    schema: { tags, body: LinkTokenBody, response: { 200: Ok(LinkTokenResult), 401: ErrorBody } },
  }),
  verifyLinkToken: endpoint({
    method: "POST",
    path: "/api/hub/verify-link-token",
    access: "public",
    schema: { tags, body: VerifyLinkTokenBody, response: { 200: Ok(LinkTokenClaims), 401: ErrorBody } },
  }),
};
