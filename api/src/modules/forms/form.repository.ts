import type { FieldType, FormField, InputType, SendThrough, ValidationType } from "@hpm/contracts";
import type { Recipient } from "@hpm/contracts/schemas";
import { sql } from "kysely";
import type { Database } from "../../db/database";

const fieldColumns = [
  "id",
  "pageName",
  "fieldType",
  "fieldInputType",
  "fieldLabel",
  "fieldValue",
  "placeHolder",
  "requiredStatus",
  "validationType",
  "sortOrder",
  "updatedAt",
] as const;

type FieldRow = {
  id: number;
  pageName: string;
  fieldType: string;
  fieldInputType: string;
  fieldLabel: string;
  fieldValue: string[];
  placeHolder: string;
  requiredStatus: number;
  validationType: string;
  sortOrder: number;
  updatedAt?: Date;
};

const toField = (r: FieldRow): FormField => ({
  id: r.id,
  pageName: r.pageName,
  fieldType: r.fieldType as FieldType,
  fieldInputType: r.fieldInputType as InputType,
  fieldLabel: r.fieldLabel,
  fieldValue: r.fieldValue,
  placeHolder: r.placeHolder,
  requiredStatus: r.requiredStatus === 1 ? 1 : 0,
  validationType: r.validationType as ValidationType,
  sortOrder: r.sortOrder,
  ...(r.updatedAt ? { updatedAt: new Date(r.updatedAt).toISOString() } : {}),
});

export type FieldValues = Omit<FormField, "id" | "sortOrder">;

const toColumns = (f: FieldValues) => ({
  pageName: f.pageName,
  fieldType: f.fieldType,
  fieldInputType: f.fieldInputType,
  fieldLabel: f.fieldLabel,
  fieldValue: JSON.stringify(f.fieldValue),
  placeHolder: f.placeHolder,
  requiredStatus: f.requiredStatus,
  validationType: f.validationType,
});

export function createFormRepository(db: Database) {
  return { ...fieldQueries(db), ...recipientQueries(db) };
}

function fieldQueries(db: Database) {
  return {
    async listFields(client: string, pageName: string): Promise<FormField[]> {
      const rows = await db
        .selectFrom("formField")
        .select(fieldColumns)
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .orderBy("sortOrder")
        .orderBy("id")
        .execute();
      return rows.map(toField);
    },

    async getField(client: string, id: number): Promise<FormField | undefined> {
      const row = await db
        .selectFrom("formField")
        .select(fieldColumns)
        .where("client", "=", client)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toField(row) : undefined;
    },

    async createField(client: string, field: FieldValues, by: string): Promise<number> {
      const { last } = await db
        .selectFrom("formField")
        .select((eb) => eb.fn.max("sortOrder").as("last"))
        .where("client", "=", client)
        .where("pageName", "=", field.pageName)
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto("formField")
        .values({ client, ...toColumns(field), sortOrder: Number(last ?? 0) + 1, updatedBy: by })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** With baseUpdatedAt the row must still carry that time (to the millisecond), checked in the update itself. */
    async updateField(client: string, id: number, field: FieldValues, by: string, baseUpdatedAt?: Date) {
      let query = db
        .updateTable("formField")
        .set({ ...toColumns(field), updatedBy: by, updatedAt: new Date() })
        .where("client", "=", client)
        .where("id", "=", id);
      if (baseUpdatedAt) query = query.where(sql`date_trunc('milliseconds', updated_at)`, "=", baseUpdatedAt);
      const res = await query.executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async lastEdit(client: string, id: number) {
      return db
        .selectFrom("formField")
        .select(["updatedBy", "updatedAt"])
        .where("client", "=", client)
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async deleteField(client: string, id: number) {
      const res = await db.deleteFrom("formField").where("client", "=", client).where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async sortFields(client: string, pageName: string, order: { fieldId: number; sortOrder: number }[], by: string) {
      await db.transaction().execute(async (trx) => {
        for (const { fieldId, sortOrder } of order)
          await trx
            .updateTable("formField")
            .set({ sortOrder, updatedBy: by, updatedAt: new Date() })
            .where("client", "=", client)
            .where("pageName", "=", pageName)
            .where("id", "=", fieldId)
            .execute();
      });
    },
  };
}

function recipientQueries(db: Database) {
  return {
    async listRecipients(client: string, pageName: string): Promise<Recipient[]> {
      const rows = await db
        .selectFrom("notificationEmail")
        .select(["id", "sendThrough", "email"])
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ ID: r.id, SendThrough: r.sendThrough as SendThrough, Email: r.email }));
    },

    async findRecipient(client: string, pageName: string, sendThrough: string, email: string) {
      return db
        .selectFrom("notificationEmail")
        .select("id")
        .where("client", "=", client)
        .where("pageName", "=", pageName)
        .where("sendThrough", "=", sendThrough)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
    },

    async createRecipient(client: string, pageName: string, sendThrough: string, email: string, by: string) {
      const { id } = await db
        .insertInto("notificationEmail")
        .values({ client, pageName, sendThrough, email, createdBy: by })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    async getRecipient(client: string, id: number) {
      return db
        .selectFrom("notificationEmail")
        .select(["pageName", "sendThrough", "email"])
        .where("client", "=", client)
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async deleteRecipient(client: string, id: number) {
      const res = await db.deleteFrom("notificationEmail").where("client", "=", client).where("id", "=", id).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
