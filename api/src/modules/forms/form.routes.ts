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
  StaleEditBody,
} from "@hpm/contracts/schemas";
import Type from "typebox";
import { editorName } from "../cms/edit-conflicts";
import { formActivity } from "./form.activity";
import { createFormRepository } from "./form.repository";
import { createFormService } from "./form.service";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Fields = Ok(Type.Array(FormFieldReadBackSchema));
const Recipients = Ok(Type.Array(RecipientSchema));
const tags = ["forms"];

const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFormService(createFormRepository(app.db), (email) => editorName(app.db, email));
  const activity = formActivity(service);
  const by = (request: { session: { email: string } | null }) => request.session?.email ?? "";

  app.get(
    "/api/cms/form",
    { config: { access: "public" }, schema: { tags, querystring: FormPageQuery, response: { 200: Fields, 400: ErrorBody } } },
    async (request) => {
      const { pageName, client = DEFAULT_CLIENT } = request.query;
      const fields = await service.listFields(client, pageName);
      // the spec's read-back shape for visitors; an editor's read also carries each field's version (issue 18)
      if (request.session?.role === "admin") return { status: true as const, result: fields };
      return { status: true as const, result: fields.map(({ UpdatedAt: _, ...f }) => f) };
    },
  );

  app.post(
    "/api/cms/form",
    {
      config: { access: "admin", activity: activity.addField },
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
      config: { access: "admin", activity: activity.sortFields },
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
      config: { access: "admin", activity: activity.saveField },
      schema: {
        tags,
        params: IdParams,
        body: FormFieldBody,
        response: { 200: Ok(FormFieldReadBackSchema), 409: StaleEditBody, ...errors },
      },
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
      config: { access: "admin", activity: activity.deleteField },
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
      config: { access: "admin", activity: activity.addRecipient },
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
      config: { access: "admin", activity: activity.deleteRecipient },
      schema: { tags, params: IdParams, querystring: ClientQuery, response: { 200: Ok(Type.Null()), ...errors } },
    },
    async (request) => {
      await service.deleteRecipient(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id));
      return { status: true as const, result: null, message: FORM_MESSAGES.emailsDeleted };
    },
  );
};

export default formRoutes;
