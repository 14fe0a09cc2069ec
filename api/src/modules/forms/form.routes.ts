import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_CLIENT, FORM_MESSAGES } from "@hpm/contracts";
import { type RouteApp, route } from "../../http/route";
import { fieldActivity, recipientActivity } from "./form.activity";
import type { FormService } from "./form.service";

const by = (request: { session: { email: string } | null }) => request.session?.email ?? "";

function fieldRoutes(app: RouteApp, service: FormService) {
  const activity = fieldActivity(service);

  route(app, "listFormFields", async (request) => {
    const { pageName, client = DEFAULT_CLIENT } = request.query;
    const fields = await service.listFields(client, pageName);
    // the spec's read-back shape for visitors; an editor's read also carries each field's version
    if (request.session?.role === "admin") return { status: true as const, result: fields };
    return { status: true as const, result: fields.map(({ UpdatedAt: _, ...f }) => f) };
  });

  route(
    app,
    "addFormField",
    async (request) => ({
      status: true as const,
      result: await service.addField(request.body.client ?? DEFAULT_CLIENT, request.body, by(request)),
      message: FORM_MESSAGES.fieldAdded,
    }),
    { config: { activity: activity.addField } },
  );

  route(
    app,
    "sortFormFields",
    async (request) => {
      const { pageName, client = DEFAULT_CLIENT } = request.query;
      return {
        status: true as const,
        result: await service.sortFields(client, pageName, request.body, by(request)),
        message: FORM_MESSAGES.fieldOrderChanged,
      };
    },
    { config: { activity: activity.sortFields } },
  );

  route(
    app,
    "saveFormField",
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
    { config: { activity: activity.saveField } },
  );

  route(
    app,
    "deleteFormField",
    async (request) => {
      await service.deleteField(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id));
      return { status: true as const, result: null, message: FORM_MESSAGES.fieldDeleted };
    },
    { config: { activity: activity.deleteField } },
  );
}

function recipientRoutes(app: RouteApp, service: FormService) {
  const activity = recipientActivity(service);

  route(app, "listRecipients", async (request) => {
    const { pageName, client = DEFAULT_CLIENT } = request.query;
    return { status: true as const, result: await service.listRecipients(client, pageName) };
  });

  route(
    app,
    "addRecipient",
    async (request) => ({
      status: true as const,
      result: await service.addRecipient(request.body.client ?? DEFAULT_CLIENT, request.body, by(request)),
      message: FORM_MESSAGES.emailsSaved,
    }),
    { config: { activity: activity.addRecipient } },
  );

  route(
    app,
    "deleteRecipient",
    async (request) => {
      await service.deleteRecipient(request.query.client ?? DEFAULT_CLIENT, Number(request.params.id));
      return { status: true as const, result: null, message: FORM_MESSAGES.emailsDeleted };
    },
    { config: { activity: activity.deleteRecipient } },
  );
}

const formRoutes: FastifyPluginAsyncTypebox<{ forms: FormService }> = async (app, { forms }) => {
  fieldRoutes(app, forms);
  recipientRoutes(app, forms);
};

export default formRoutes;
