import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, FORM_MESSAGES } from "@hpm/contracts";
import {
  ClientQuery,
  ErrorBody,
  FormFieldBody,
  FormFieldReadBackSchema,
  FormPageQuery,
  FormSortBody,
  IdParams,
  Ok,
  RecipientBody,
  RecipientSchema,
} from "@hpm/contracts/schemas";
import Type from "typebox";
import { createFormRepository } from "./form.repository";
import { createFormService } from "./form.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Fields = Ok(Type.Array(FormFieldReadBackSchema));
const Recipients = Ok(Type.Array(RecipientSchema));
const tags = ["forms"];

const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFormService(createFormRepository(app.db));
  const by = (request: { session: { email: string } | null }) => request.session?.email ?? "";

  app.get(
    "/api/cms/form",
    { config: { access: "public" }, schema: { tags, querystring: FormPageQuery, response: { 200: Fields, 400: ErrorBody } } },
    async (request) => {
      const { pageName, client = DEFAULT_CLIENT } = request.query;
      return { status: true as const, result: await service.listFields(client, pageName) };
    },
  );

  app.post(
    "/api/cms/form",
    {
      config: { access: "admin" },
      schema: { tags, body: FormFieldBody, response: { 200: Ok(FormFieldReadBackSchema), ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: await service.addField(request.body.client ?? DEFAULT_CLIENT, request.body, by(request)),
      message: FORM_MESSAGES.fieldAdded,
    }),
  );

  app.patch(
    "/api/cms/form/sort",
    {
      config: { access: "admin" },
      schema: { tags, querystring: FormPageQuery, body: FormSortBody, response: { 200: Fields, ...errors } },
    },
    async (request) => {
      const { pageName, client = DEFAULT_CLIENT } = request.query;
      return {
        status: true as const,
        result: await service.sortFields(client, pageName, request.body, by(request)),
        message: FORM_MESSAGES.fieldOrderChanged,
      };
    },
  );

  app.patch(
    "/api/cms/form/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: IdParams, body: FormFieldBody, response: { 200: Ok(FormFieldReadBackSchema), ...errors } },
    },
    async (request) => ({
      status: true as const,
      result: await service.saveField(
        request.body.client ?? DEFAULT_CLIENT,
        Number(request.params.id),
        request.body,
        by(request),
      ),
      message: FORM_MESSAGES.fieldSaved,
    }),
  );

  app.delete(
    "/api/cms/form/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: IdParams, querystring: ClientQuery, response: { 200: Ok(Type.Null()), ...errors } },
    },
    async (request) => {
      await service.deleteField(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id));
      return { status: true as const, result: null, message: FORM_MESSAGES.fieldDeleted };
    },
  );

  app.get(
    "/api/cms/email",
    { config: { access: "admin" }, schema: { tags, querystring: FormPageQuery, response: { 200: Recipients, ...errors } } },
    async (request) => {
      const { pageName, client = DEFAULT_CLIENT } = request.query;
      return { status: true as const, result: await service.listRecipients(client, pageName) };
    },
  );

  app.post(
    "/api/cms/email",
    {
      config: { access: "admin" },
      schema: { tags, body: RecipientBody, response: { 200: Recipients, ...errors, 409: ErrorBody } },
    },
    async (request) => ({
      status: true as const,
      result: await service.addRecipient(request.body.client ?? DEFAULT_CLIENT, request.body, by(request)),
      message: FORM_MESSAGES.emailsSaved,
    }),
  );

  app.delete(
    "/api/cms/email/:id",
    {
      config: { access: "admin" },
      schema: { tags, params: IdParams, querystring: ClientQuery, response: { 200: Ok(Type.Null()), ...errors } },
    },
    async (request) => {
      await service.deleteRecipient(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id));
      return { status: true as const, result: null, message: FORM_MESSAGES.emailsDeleted };
    },
  );
};

export default formRoutes;
