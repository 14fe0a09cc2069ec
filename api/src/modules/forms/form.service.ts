import {
  type FieldType,
  type FormField,
  type FormFieldInput,
  type InputType,
  normalizeOptions,
  RECIPIENT_EXISTS_MESSAGE,
  type SendThrough,
  staleEditMessage,
  toReadBack,
  validateFieldInput,
  validateRecipientInput,
} from "@hpm/contracts";
import type { FormFieldBody, FormSortBody, RecipientBody } from "@hpm/contracts/schemas";
import { baseTime } from "../../editing/edit-conflicts";
import { BadRequestError, ConflictError, NotFoundError, StaleEditError } from "../../errors";
import type { FieldValues, FormRepository } from "./form.repository";

/** The spec's read-back, plus the field's version for an editor's baseUpdatedAt (issue 18). */
const readBackOf = (f: FormField) => ({ ...toReadBack(f), ...(f.updatedAt ? { UpdatedAt: f.updatedAt } : {}) });

const FIELD_NOT_FOUND = "That field no longer exists.";

function toFieldValues(body: FormFieldBody): FieldValues {
  const input: FormFieldInput = {
    fieldType: body.fieldType,
    fieldInputType: body.fieldInputType,
    fieldLabel: body.fieldLabel,
    fieldValue: body.fieldValue,
    placeHolder: body.placeHolder ?? "",
    requiredStatus: body.requiredStatus,
    validationType: body.validationType ?? "None",
    pageName: body.pageName,
  };
  const error = validateFieldInput(input);
  if (error) throw new BadRequestError(error.message, [{ path: error.field, message: error.message }]);
  return {
    pageName: body.pageName,
    fieldType: body.fieldType as FieldType,
    fieldInputType: body.fieldInputType as InputType,
    fieldLabel: body.fieldLabel.trim(),
    fieldValue: normalizeOptions(input),
    placeHolder: input.placeHolder.trim(),
    requiredStatus: body.requiredStatus,
    validationType: input.validationType,
  };
}

export function createFormService(repo: FormRepository, nameOf: (email: string) => Promise<string> = async (e) => e) {
  const readBack = async (client: string, id: number) => {
    const field = await repo.getField(client, id);
    if (!field) throw new NotFoundError(FIELD_NOT_FOUND);
    return readBackOf(field);
  };

  return {
    listFields: async (client: string, pageName: string) => (await repo.listFields(client, pageName)).map(readBackOf),

    definitionOf: (client: string, pageName: string): Promise<FormField[]> => repo.listFields(client, pageName),

    /** The page's notification recipients grouped by how they receive the e-mail. */
    async recipientGroupsOf(client: string, pageName: string) {
      const groups: Record<SendThrough, string[]> = { to: [], cc: [], bcc: [] };
      for (const r of await repo.listRecipients(client, pageName)) groups[r.SendThrough].push(r.Email);
      return groups;
    },

    async addField(client: string, body: FormFieldBody, by: string) {
      return readBack(client, await repo.createField(client, toFieldValues(body), by));
    },

    async saveField(client: string, id: number, body: FormFieldBody, by: string) {
      const existing = await repo.getField(client, id);
      if (!existing || existing.pageName !== body.pageName) throw new NotFoundError(FIELD_NOT_FOUND);
      if ((await repo.updateField(client, id, toFieldValues(body), by, baseTime(body.baseUpdatedAt))) === 0) {
        const last = await repo.lastEdit(client, id);
        if (!last) throw new NotFoundError(FIELD_NOT_FOUND);
        const who = await nameOf(last.updatedBy);
        throw new StaleEditError(staleEditMessage("field", who, last.updatedAt), {
          ...(await readBack(client, id)),
          updatedBy: last.updatedBy,
          updatedByName: who,
        });
      }
      return readBack(client, id);
    },

    async deleteField(client: string, id: number) {
      if ((await repo.deleteField(client, id)) === 0) throw new NotFoundError(FIELD_NOT_FOUND);
    },

    async sortFields(client: string, pageName: string, order: FormSortBody, by: string) {
      const ids = new Set((await repo.listFields(client, pageName)).map((f) => f.id));
      const unknown = order.find((o) => !ids.has(o.fieldId));
      if (unknown) throw new NotFoundError(FIELD_NOT_FOUND);
      if (new Set(order.map((o) => o.fieldId)).size !== order.length)
        throw new BadRequestError("Each field can appear only once in the order.");
      await repo.sortFields(client, pageName, order, by);
      return (await repo.listFields(client, pageName)).map(readBackOf);
    },

    listRecipients: (client: string, pageName: string) => repo.listRecipients(client, pageName),

    getField: (client: string, id: number) => repo.getField(client, id),
    getRecipient: (client: string, id: number) => repo.getRecipient(client, id),

    async addRecipient(client: string, body: RecipientBody, by: string) {
      const error = validateRecipientInput(body);
      if (error) throw new BadRequestError(error.message, [{ path: error.field, message: error.message }]);
      const email = body.email.trim().toLowerCase();
      if (await repo.findRecipient(client, body.pageName, body.sendThrough, email))
        throw new ConflictError(RECIPIENT_EXISTS_MESSAGE);
      await repo.createRecipient(client, body.pageName, body.sendThrough, email, by);
      return repo.listRecipients(client, body.pageName);
    },

    async deleteRecipient(client: string, id: number) {
      if ((await repo.deleteRecipient(client, id)) === 0) throw new NotFoundError("That email is no longer on the list.");
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
