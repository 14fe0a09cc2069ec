import Type, { type Static } from "typebox";
import { AGENT_KEY } from "../agents";
import { COLUMN_LENGTH as COL } from "../columns";
import { BaseUpdatedAt, ClientSchema, Str } from "./common";

export const OfficeHoursRowSchema = Type.Object({ column1: Str(60), column2: Str(120) }, { additionalProperties: false });

export const AgentInputSchema = Type.Object(
  {
    email: Type.String({ maxLength: COL.agent.email }),
    title: Str(COL.agent.title),
    image: Type.Optional(Str(COL.agent.image)),
    address: Str(COL.agent.address),
    address2: Type.Optional(Str(COL.agent.address2)),
    mobile: Type.Optional(Str(COL.agent.mobile)),
    phone: Type.Optional(Str(COL.agent.phone)),
    aboutMe: Str(5000),
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    city: Str(COL.agent.city),
    state: Type.Optional(Str(COL.agent.state)),
    zip: Type.Optional(Type.String({ pattern: "^(\\d{5})?$" })),
    map: Type.Optional(Str(COL.agent.map)),
    website2: Type.Optional(Str(COL.agent.website2)),
    table: Type.Optional(Type.Array(OfficeHoursRowSchema, { maxItems: 14 })),
  },
  { additionalProperties: false },
);

export const AgentSchema = Type.Object({
  email: Type.String(),
  title: Type.String(),
  image: Type.String(),
  address: Type.String(),
  address2: Type.String(),
  mobile: Type.String(),
  phone: Type.String(),
  aboutMe: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  map: Type.String(),
  website2: Type.String(),
  table: Type.Array(OfficeHoursRowSchema),
  agentSearchAddress: Type.String(),
  /** the version an editor sends back as baseUpdatedAt (issue 18) */
  updatedAt: Type.Optional(Type.String()),
});

const ItemKey = Type.Literal(AGENT_KEY);

export const ContentItemListBody = Type.Object(
  { key: ItemKey, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type ContentItemListBody = Static<typeof ContentItemListBody>;

/** The agent directory's first page (by name) and its size: what the directory page shows before the whole list is in. */
export const AgentDirectoryFirstPageBody = Type.Object({ client: Type.Optional(ClientSchema) }, { additionalProperties: false });
export const AgentDirectoryFirstPage = Type.Object({ total: Type.Integer({ minimum: 0 }), agents: Type.Array(AgentSchema) });
export type AgentDirectoryFirstPage = Static<typeof AgentDirectoryFirstPage>;

/** One agent's profile, by e-mail (any case): what the profile page is rendered with. */
export const AgentProfileBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: COL.agent.email }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type AgentProfileBody = Static<typeof AgentProfileBody>;

export const SaveContentItemBody = Type.Object(
  {
    key: ItemKey,
    primaryKey: Type.Optional(Type.String({ maxLength: 320 })),
    content: AgentInputSchema,
    client: Type.Optional(ClientSchema),
    baseUpdatedAt: Type.Optional(BaseUpdatedAt),
  },
  { additionalProperties: false },
);
export type SaveContentItemBody = Static<typeof SaveContentItemBody>;

export const DeleteContentItemBody = Type.Object(
  { key: ItemKey, primaryKey: Type.String({ minLength: 1, maxLength: 320 }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type DeleteContentItemBody = Static<typeof DeleteContentItemBody>;
