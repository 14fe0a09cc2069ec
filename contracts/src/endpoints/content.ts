import Type from "typebox";
import { ErrorBody, Ok } from "../schemas/common";
import {
  AddNewBody,
  ContentVersion,
  HistoryBody,
  PageContentBatchBody,
  PageContentBatchResult,
  PageContentBody,
  PageContentResult,
  PresenceBody,
  PresenceEditor,
  PresencePage,
  PresencePageBody,
  RestoreBody,
  StaleEditBody,
  UploadResult,
} from "../schemas/content";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const SavedResult = Ok(Type.Object({ versionId: Type.Integer() }));
const tags = ["cms"];

/** The pages' editable sections: reading them, saving and restoring versions, who is editing, image uploads. */
export const contentEndpoints = {
  getPagePresence: endpoint({
    method: "POST",
    path: "/api/cms/presence/page",
    access: "admin",
    schema: { tags, body: PresencePageBody, response: { 200: Ok(PresencePage), ...errors } },
  }),
  pingEditPresence: endpoint({
    method: "POST",
    path: "/api/cms/presence",
    access: "admin",
    schema: { tags, body: PresenceBody, response: { 200: Ok(Type.Array(PresenceEditor)), ...errors } },
  }),
  getPageContent: endpoint({
    method: "POST",
    path: "/api/cms/get-page-content-list",
    access: "public",
    schema: { tags, body: PageContentBody, response: { 200: Ok(PageContentResult), 400: ErrorBody, 401: ErrorBody } },
  }),
  getPageContentBatch: endpoint({
    method: "POST",
    path: "/api/cms/get-page-content-batch",
    access: "public",
    schema: {
      tags,
      body: PageContentBatchBody,
      response: { 200: Ok(PageContentBatchResult), 400: ErrorBody, 401: ErrorBody },
    },
  }),
  saveSection: endpoint({
    method: "POST",
    path: "/api/cms/add-new",
    access: "admin",
    schema: { tags, body: AddNewBody, response: { 200: SavedResult, 409: StaleEditBody, ...errors } },
  }),
  listSectionVersions: endpoint({
    method: "POST",
    path: "/api/cms/history",
    access: "admin",
    schema: { tags, body: HistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
  }),
  restoreSectionVersion: endpoint({
    method: "POST",
    path: "/api/cms/restore",
    access: "admin",
    schema: {
      tags,
      body: RestoreBody,
      response: { 200: SavedResult, 404: ErrorBody, 409: StaleEditBody, ...errors },
    },
  }),
  uploadImage: endpoint({
    method: "POST",
    path: "/api/cms/upload-image",
    access: "admin",
    schema: {
      tags,
      consumes: ["multipart/form-data"],
      response: { 200: UploadResult, 413: ErrorBody, 415: ErrorBody, ...errors },
    },
  }),
};
