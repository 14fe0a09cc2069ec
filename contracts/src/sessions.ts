import Type, { type Static } from "typebox";

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
