import Type from "typebox";
import {
  AgentDirectoryFirstPage,
  AgentDirectoryFirstPageBody,
  AgentProfileBody,
  AgentSchema,
  ContentItemListBody,
  DeleteContentItemBody,
  SaveContentItemBody,
} from "../schemas/agents";
import { ErrorBody, Ok } from "../schemas/common";
import { ContentVersion, ItemHistoryBody, ItemRestoreBody, StaleEditBody } from "../schemas/content";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ["agents"];

/** The agent directory (Find an Agent) and its editor, with each agent's saved versions (issue 18). */
export const agentsEndpoints = {
  listAgents: endpoint({
    method: "POST",
    path: "/api/cms/get-page-content-item-list",
    access: "public",
    schema: { tags, body: ContentItemListBody, response: { 200: Ok(Type.Array(AgentSchema)), 400: ErrorBody } },
  }),
  getAgentDirectoryFirstPage: endpoint({
    method: "POST",
    path: "/api/cms/get-agent-directory-first-page",
    access: "public",
    schema: { tags, body: AgentDirectoryFirstPageBody, response: { 200: Ok(AgentDirectoryFirstPage), 400: ErrorBody } },
  }),
  getAgentProfile: endpoint({
    method: "POST",
    path: "/api/cms/get-agent-profile",
    access: "public",
    schema: {
      tags,
      body: AgentProfileBody,
      response: { 200: Ok(Type.Union([AgentSchema, Type.Null()])), 400: ErrorBody },
    },
  }),
  saveAgent: endpoint({
    method: "POST",
    path: "/api/cms/add-new-content-item",
    access: "admin",
    schema: { tags, body: SaveContentItemBody, response: { 200: Ok(AgentSchema), ...errors, 409: StaleEditBody } },
  }),
  listAgentHistory: endpoint({
    method: "POST",
    path: "/api/cms/agent-history",
    access: "admin",
    schema: { tags, body: ItemHistoryBody, response: { 200: Ok(Type.Array(ContentVersion)), ...errors } },
  }),
  restoreAgent: endpoint({
    method: "POST",
    path: "/api/cms/agent-restore",
    access: "admin",
    schema: { tags, body: ItemRestoreBody, response: { 200: Ok(AgentSchema), ...errors, 409: StaleEditBody } },
  }),
  deleteAgent: endpoint({
    method: "POST",
    path: "/api/cms/delete-content-item",
    access: "admin",
    schema: { tags, body: DeleteContentItemBody, response: { 200: Ok(Type.Null()), ...errors } },
  }),
};
