import Type from "typebox";
import { ClientQuery, ErrorBody, IdParams, Ok } from "../schemas/common";
import { StaleEditBody } from "../schemas/content";
import {
  FormFieldBody,
  FormFieldReadBackSchema,
  FormPageQuery,
  FormSortBody,
  RecipientBody,
  RecipientSchema,
} from "../schemas/forms";
import { endpoint } from "./define";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Fields = Ok(Type.Array(FormFieldReadBackSchema));
const Recipients = Ok(Type.Array(RecipientSchema));
const tags = ["forms"];

/** The form builder: a form page's fields and the addresses its submissions are mailed to (spec/3 section 7). */
export const formEndpoints = {
  listFormFields: endpoint({
    method: "GET",
    path: "/api/cms/form",
    access: "public",
    schema: { tags, querystring: FormPageQuery, response: { 200: Fields, 400: ErrorBody } },
  }),
  addFormField: endpoint({
    method: "POST",
    path: "/api/cms/form",
    access: "admin",
    schema: { tags, body: FormFieldBody, response: { 200: Ok(FormFieldReadBackSchema), ...errors } },
  }),
  sortFormFields: endpoint({
    method: "PATCH",
    path: "/api/cms/form/sort",
    access: "admin",
    schema: { tags, querystring: FormPageQuery, body: FormSortBody, response: { 200: Fields, ...errors } },
  }),
  saveFormField: endpoint({
    method: "PATCH",
    path: "/api/cms/form/:id",
    access: "admin",
    schema: {
      tags,
      params: IdParams,
      body: FormFieldBody,
      response: { 200: Ok(FormFieldReadBackSchema), 409: StaleEditBody, ...errors },
    },
  }),
  deleteFormField: endpoint({
    method: "DELETE",
    path: "/api/cms/form/:id",
    access: "admin",
    schema: { tags, params: IdParams, querystring: ClientQuery, response: { 200: Ok(Type.Null()), ...errors } },
  }),
  listRecipients: endpoint({
    method: "GET",
    path: "/api/cms/email",
    access: "admin",
    schema: { tags, querystring: FormPageQuery, response: { 200: Recipients, ...errors } },
  }),
  addRecipient: endpoint({
    method: "POST",
    path: "/api/cms/email",
    access: "admin",
    schema: { tags, body: RecipientBody, response: { 200: Recipients, ...errors, 409: ErrorBody } },
  }),
  deleteRecipient: endpoint({
    method: "DELETE",
    path: "/api/cms/email/:id",
    access: "admin",
    schema: { tags, params: IdParams, querystring: ClientQuery, response: { 200: Ok(Type.Null()), ...errors } },
  }),
};
