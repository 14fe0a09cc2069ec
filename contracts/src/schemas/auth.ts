import Type, { type Static } from "typebox";

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

/** What the browser needs to run the provider's sign-in (msal-browser's configuration), nothing secret. */
export const AuthConfig = Type.Union([
  Type.Object({ mode: Type.Literal("dev") }),
  Type.Object({
    mode: Type.Literal("entra"),
    clientId: Type.String(),
    /** msal-browser's `authority`: the tenant's address (Entra) or the issuer (another OpenID provider). */
    authority: Type.String(),
    /** The authority's host, trusted without asking Microsoft's instance discovery. */
    knownAuthorities: Type.Array(Type.String()),
    protocolMode: Type.Union([Type.Literal("AAD"), Type.Literal("OIDC")]),
  }),
]);
export type AuthConfig = Static<typeof AuthConfig>;

export const SignInNonce = Type.Object({ nonce: Type.String() });

export const DevTokenBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const DevIdToken = Type.Object({ idToken: Type.String() });

/** One signed-in device of the account page's sessions list. */
export const SessionInfo = Type.Object({
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  userAgent: Type.String(),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionList = Type.Array(SessionInfo);
export type SessionList = Static<typeof SessionList>;

export const RevokedCount = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });
export type RevokedCount = Static<typeof RevokedCount>;

export const SignOutEverywhereBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 320, pattern: "^[^@\\s]+@[^@\\s]+$" }) },
  { additionalProperties: false },
);
export type SignOutEverywhereBody = Static<typeof SignOutEverywhereBody>;
