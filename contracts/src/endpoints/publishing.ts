import Type from "typebox";
import { ErrorBody, Ok } from "../schemas/common";
import {
  DiscardBody,
  DraftSectionsResult,
  IdBody,
  PageDrafts,
  PageDraftsBody,
  PreviewLink,
  PreviewLinkBody,
  PreviewLinkResult,
  PreviewLinksBody,
  PublishBody,
  PublishResult,
  ScheduleBody,
  ScheduledChange,
  ScheduledList,
  ScheduledListBody,
} from "../schemas/publishing";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const tags = ["publishing"];

/** Issue 30: drafts, publishing now or later, preview links for reviewers, the Scheduled list. All for editors. */
export const publishingEndpoints = {
  getPageDrafts: endpoint({
    method: "POST",
    path: "/api/cms/drafts",
    access: "admin",
    schema: { tags, body: PageDraftsBody, response: { 200: Ok(PageDrafts), ...errors } },
  }),
  publishPage: endpoint({
    method: "POST",
    path: "/api/cms/publish",
    access: "admin",
    schema: { tags, body: PublishBody, response: { 200: Ok(PublishResult), 409: ErrorBody, ...errors } },
  }),
  discardDrafts: endpoint({
    method: "POST",
    path: "/api/cms/discard",
    access: "admin",
    schema: { tags, body: DiscardBody, response: { 200: Ok(DraftSectionsResult), ...errors } },
  }),
  scheduleChange: endpoint({
    method: "POST",
    path: "/api/cms/schedule",
    access: "admin",
    schema: { tags, body: ScheduleBody, response: { 200: Ok(ScheduledChange), 404: ErrorBody, ...errors } },
  }),
  listScheduled: endpoint({
    method: "POST",
    path: "/api/cms/scheduled",
    access: "admin",
    schema: { tags, body: ScheduledListBody, response: { 200: Ok(ScheduledList), ...errors } },
  }),
  cancelScheduled: endpoint({
    method: "POST",
    path: "/api/cms/scheduled/cancel",
    access: "admin",
    schema: { tags, body: IdBody, response: { 200: Ok(ScheduledChange), 404: ErrorBody, 409: ErrorBody, ...errors } },
  }),
  createPreviewLink: endpoint({
    method: "POST",
    path: "/api/cms/preview-link",
    access: "admin",
    schema: { tags, body: PreviewLinkBody, response: { 200: Ok(PreviewLinkResult), ...errors } },
  }),
  listPreviewLinks: endpoint({
    method: "POST",
    path: "/api/cms/preview-links",
    access: "admin",
    schema: { tags, body: PreviewLinksBody, response: { 200: Ok(Type.Array(PreviewLink)), ...errors } },
  }),
  revokePreviewLink: endpoint({
    method: "POST",
    path: "/api/cms/preview-link/revoke",
    access: "admin",
    schema: { tags, body: IdBody, response: { 200: Ok(PreviewLink), 404: ErrorBody, ...errors } },
  }),
};
