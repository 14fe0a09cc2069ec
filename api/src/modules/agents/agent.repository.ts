import type { Agent, AgentInput, OfficeHoursRow } from "@hpm/contracts";
import { agentSearchAddress } from "@hpm/contracts";
import { sql } from "kysely";
import type { Database } from "../../db/database";

const columns = [
  "email",
  "title",
  "image",
  "address",
  "address2",
  "mobile",
  "phone",
  "aboutMe",
  "lat",
  "lng",
  "city",
  "state",
  "zip",
  "map",
  "website2",
  "officeHours",
  "updatedAt",
] as const;

type Row = Omit<AgentInput, "table" | "updatedAt"> & { officeHours: OfficeHoursRow[]; updatedAt?: Date | string };

function toAgent({ officeHours, updatedAt, ...row }: Row): Agent {
  return {
    ...row,
    table: officeHours,
    agentSearchAddress: agentSearchAddress(row),
    ...(updatedAt ? { updatedAt: new Date(updatedAt).toISOString() } : {}),
  };
}

function toColumns(a: AgentInput) {
  return {
    email: a.email,
    title: a.title,
    image: a.image,
    address: a.address,
    address2: a.address2,
    mobile: a.mobile,
    phone: a.phone,
    aboutMe: a.aboutMe,
    lat: a.lat,
    lng: a.lng,
    city: a.city,
    state: a.state,
    zip: a.zip,
    map: a.map,
    website2: a.website2,
    officeHours: JSON.stringify(a.table),
  };
}

export function createAgentRepository(db: Database) {
  return {
    async list(client: string): Promise<Agent[]> {
      const rows = await db
        .selectFrom("agent")
        .select(columns)
        .where("client", "=", client)
        .orderBy("title")
        .orderBy("email")
        .execute();
      return rows.map((r) => toAgent(r as Row));
    },

    async getByEmail(client: string, email: string): Promise<Agent | undefined> {
      const row = await db
        .selectFrom("agent")
        .select(columns)
        .where("client", "=", client)
        .where("email", "=", email)
        .executeTakeFirst();
      return row ? toAgent(row as Row) : undefined;
    },

    async getByEmailIgnoringCase(client: string, email: string): Promise<Agent | undefined> {
      const row = await db
        .selectFrom("agent")
        .select(columns)
        .where("client", "=", client)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
        .executeTakeFirst();
      return row ? toAgent(row as Row) : undefined;
    },

    async create(client: string, agent: AgentInput, by: string) {
      await db
        .insertInto("agent")
        .values({ client, ...toColumns(agent), updatedBy: by })
        .execute();
    },

    /** With baseUpdatedAt the row must still carry that time (to the millisecond), checked in the update itself. */
    async update(client: string, email: string, agent: AgentInput, by: string, baseUpdatedAt?: Date) {
      let query = db
        .updateTable("agent")
        .set({ ...toColumns(agent), updatedBy: by, updatedAt: new Date() })
        .where("client", "=", client)
        .where("email", "=", email);
      if (baseUpdatedAt) query = query.where(sql`date_trunc('milliseconds', updated_at)`, "=", baseUpdatedAt);
      const res = await query.executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async lastEdit(client: string, email: string) {
      return db
        .selectFrom("agent")
        .select(["updatedBy", "updatedAt"])
        .where("client", "=", client)
        .where("email", "=", email)
        .executeTakeFirst();
    },

    async delete(client: string, email: string) {
      const res = await db.deleteFrom("agent").where("client", "=", client).where("email", "=", email).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async count(client: string) {
      const { n } = await db
        .selectFrom("agent")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("client", "=", client)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
