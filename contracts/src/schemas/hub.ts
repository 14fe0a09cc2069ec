import Type, { type Static } from "typebox";

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
