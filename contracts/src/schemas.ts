import Type, { type Static, type TSchema } from "typebox";

export const ClientSchema = Type.String({ pattern: "^[a-z0-9-]{1,40}$", default: "mwfbi" });

export const Ok = <T extends TSchema>(result: T) =>
  Type.Object({ status: Type.Literal(true), result, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const PageName = Type.String({ minLength: 1, maxLength: 100 });
export const SectionName = Type.String({ minLength: 1, maxLength: 100 });
const ContentObject = Type.Record(Type.String(), Type.Unknown());

export const PageContentBody = Type.Object(
  { pageName: PageName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type PageContentBody = Static<typeof PageContentBody>;
export const PageContentResult = Type.Record(Type.String(), ContentObject);

export const AddNewBody = Type.Object(
  { pageName: PageName, section: SectionName, content: ContentObject, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type AddNewBody = Static<typeof AddNewBody>;

export const SectionRef = Type.Object(
  { pageName: PageName, section: SectionName, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type SectionRef = Static<typeof SectionRef>;

export const ContentVersion = Type.Object({
  id: Type.Integer(),
  content: ContentObject,
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type ContentVersion = Static<typeof ContentVersion>;

export const RestoreBody = Type.Object(
  { pageName: PageName, section: SectionName, versionId: Type.Integer({ minimum: 1 }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type RestoreBody = Static<typeof RestoreBody>;

export const UploadResult = Type.Object({
  status: Type.Literal(true),
  path: Type.String(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), path: Type.String() })),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadResult = Static<typeof UploadResult>;

export const Role = Type.Union([Type.Literal("user"), Type.Literal("admin")]);
export type Role = Static<typeof Role>;

export const SessionUser = Type.Object({ email: Type.String(), name: Type.String(), role: Role });
export type SessionUser = Static<typeof SessionUser>;

export const AuthenticateBody = Type.Object(
  {
    azureToken: Type.String({ minLength: 1, maxLength: 20000 }),
    email: Type.String({ minLength: 3, maxLength: 320 }),
    username: Type.String({ minLength: 1, maxLength: 320 }),
  },
  { additionalProperties: false },
);
export type AuthenticateBody = Static<typeof AuthenticateBody>;

export const AuthenticateResult = Type.Object({ user: SessionUser, expiresAt: Type.String() });
export type AuthenticateResult = Static<typeof AuthenticateResult>;

export const AuthConfig = Type.Object({
  mode: Type.Union([Type.Literal("dev"), Type.Literal("entra")]),
  clientId: Type.Optional(Type.String()),
  authority: Type.Optional(Type.String()),
});
export type AuthConfig = Static<typeof AuthConfig>;

export const DevTokenBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320 }), name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const Str = (max: number) => Type.String({ maxLength: max });

export const OfficeHoursRowSchema = Type.Object({ column1: Str(60), column2: Str(120) }, { additionalProperties: false });

export const AgentInputSchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    title: Str(200),
    image: Type.Optional(Str(2000)),
    address: Str(500),
    address2: Type.Optional(Str(500)),
    mobile: Type.Optional(Str(40)),
    phone: Type.Optional(Str(40)),
    aboutMe: Str(5000),
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    city: Str(120),
    state: Type.Optional(Str(60)),
    zip: Type.Optional(Type.String({ pattern: "^(\\d{5})?$" })),
    map: Type.Optional(Str(2000)),
    website2: Type.Optional(Str(2000)),
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
});

const ItemKey = Type.Literal("Agent");

export const ContentItemListBody = Type.Object(
  { key: ItemKey, client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type ContentItemListBody = Static<typeof ContentItemListBody>;

export const SaveContentItemBody = Type.Object(
  {
    key: ItemKey,
    primaryKey: Type.Optional(Type.String({ maxLength: 320 })),
    content: AgentInputSchema,
    client: Type.Optional(ClientSchema),
  },
  { additionalProperties: false },
);
export type SaveContentItemBody = Static<typeof SaveContentItemBody>;

export const DeleteContentItemBody = Type.Object(
  { key: ItemKey, primaryKey: Type.String({ minLength: 1, maxLength: 320 }), client: Type.Optional(ClientSchema) },
  { additionalProperties: false },
);
export type DeleteContentItemBody = Static<typeof DeleteContentItemBody>;

export const PdfUploadResult = Type.Object({ status: Type.Literal(true), path: Type.String(), name: Type.String() });
export type PdfUploadResult = Static<typeof PdfUploadResult>;

export const LinkTokenBody = Type.Object(
  { clientName: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type LinkTokenBody = Static<typeof LinkTokenBody>;
export const LinkTokenResult = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type LinkTokenResult = Static<typeof LinkTokenResult>;
export const VerifyLinkTokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export const LinkTokenClaims = Type.Object({ clientName: Type.String(), email: Type.String(), expiresAt: Type.String() });
export type LinkTokenClaims = Static<typeof LinkTokenClaims>;

export const PagePath = Type.String({ pattern: "^/[^?#\\s]{0,200}$" });
export const PageViewsBody = Type.Object(
  { paths: Type.Array(PagePath, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type PageViewsBody = Static<typeof PageViewsBody>;
export const PageViewsQuery = Type.Object({ days: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,2}$" })) });
export const PageViewCount = Type.Object({ path: Type.String(), views: Type.Integer() });
export type PageViewCount = Static<typeof PageViewCount>;

export const AccountNumber = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" });
export const AccountDetails = Type.Object({
  policyHolderName: Type.String(),
  billingAddressStreet: Type.String(),
  billingZip: Type.String(),
  minAmountDue: Type.String(),
  referenceNumber: Type.String(),
  state: Type.String(),
});
export type AccountDetails = Static<typeof AccountDetails>;
export const AccountBody = Type.Object({ accountNumber: AccountNumber }, { additionalProperties: false });
export const PortalSession = Type.Object({
  status: Type.Literal(true),
  sessionKey: Type.String(),
  accessToken: Type.String(),
  portalUrl: Type.String(),
});
export type PortalSession = Static<typeof PortalSession>;
export const QuickPayBody = Type.Object(
  { accountNumber: AccountNumber, isAgent: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const QuickPayResult = Type.Object({
  status: Type.Literal(true),
  isAgent: Type.Boolean(),
  sessionKey: Type.Optional(Type.String()),
  accessToken: Type.Optional(Type.String()),
  portalUrl: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  redirect: Type.Boolean(),
  redirectUrl: Type.Optional(Type.String()),
});
export type QuickPayResult = Static<typeof QuickPayResult>;
