import { contentPagePath, DEFAULT_CLIENT, type FormField } from "@hpm/contracts";
import type { ClientQuery, FormFieldBody, FormPageQuery, RecipientBody } from "@hpm/contracts/schemas";
import type { ActivitySpec } from "../activity";
import type { FormService } from "./form.service";

type IdParams = { id: string };
type ReadBack = { result: { ID: number; FieldLabel: string; PageName: string } };

const field = (client: string, id: number | string) => `form-field:${client}/${id}`;
const recipients = (client: string, pageName: string) => `form-recipients:${client}/${pageName}`;

export function fieldActivity(service: FormService) {
  return {
    addField: {
      describe: ({ body }, { result }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "form-field",
          action: "created",
          summary: `Added field “${result.FieldLabel}”`,
          pageName: result.PageName,
          item: field(client, result.ID),
          itemUrl: contentPagePath(result.PageName),
        };
      },
    } satisfies ActivitySpec<FormFieldBody, unknown, unknown, ReadBack>,

    saveField: {
      describe: ({ body }, { result }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "form-field",
          action: "changed",
          summary: `Changed field “${result.FieldLabel}”`,
          pageName: result.PageName,
          item: field(client, result.ID),
          itemUrl: contentPagePath(result.PageName),
        };
      },
    } satisfies ActivitySpec<FormFieldBody, IdParams, unknown, ReadBack>,

    deleteField: {
      before: ({ params, query }) => service.getField(query.client ?? DEFAULT_CLIENT, Number(params.id)),
      describe: ({ params, query }, _result, before) => {
        const client = query.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "form-field",
          action: "deleted",
          summary: before ? `Deleted field “${before.fieldLabel}”` : `Deleted field ${params.id}`,
          pageName: before?.pageName ?? "",
          item: field(client, params.id),
          itemUrl: before ? contentPagePath(before.pageName) : null,
        };
      },
    } satisfies ActivitySpec<unknown, IdParams, ClientQuery, unknown, FormField>,

    sortFields: {
      describe: ({ query }) => {
        const client = query.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "form-field",
          action: "reordered",
          summary: "Changed the order of the form's fields",
          pageName: query.pageName,
          item: `form-fields:${client}/${query.pageName}`,
          itemUrl: contentPagePath(query.pageName),
        };
      },
    } satisfies ActivitySpec<unknown, unknown, FormPageQuery>,
  };
}

export function recipientActivity(service: FormService) {
  return {
    addRecipient: {
      describe: ({ body }) => {
        const client = body.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "recipient",
          action: "created",
          summary: `Added ${body.email.trim().toLowerCase()} to the form's e-mails (${body.sendThrough.toUpperCase()})`,
          pageName: body.pageName,
          item: recipients(client, body.pageName),
          itemUrl: contentPagePath(body.pageName),
        };
      },
    } satisfies ActivitySpec<RecipientBody>,

    deleteRecipient: {
      before: ({ params, query }) => service.getRecipient(query.client ?? DEFAULT_CLIENT, Number(params.id)),
      describe: ({ params, query }, _result, before) => {
        const client = query.client ?? DEFAULT_CLIENT;
        return {
          client,
          kind: "recipient",
          action: "deleted",
          summary: before
            ? `Removed ${before.email} from the form's e-mails (${before.sendThrough.toUpperCase()})`
            : `Removed e-mail ${params.id} from a form`,
          pageName: before?.pageName ?? "",
          item: before ? recipients(client, before.pageName) : `form-recipient:${client}/${params.id}`,
          itemUrl: before ? contentPagePath(before.pageName) : null,
        };
      },
    } satisfies ActivitySpec<unknown, IdParams, ClientQuery, unknown, { pageName: string; sendThrough: string; email: string }>,
  };
}
