import Type, { type Static, type TLiteral, type TSchema, type TUnion } from "typebox";
import { COLUMN_LENGTH as COL, INT4_MAX } from "../columns";

export const ClientSchema = Type.String({ pattern: `^[a-z0-9-]{1,${COL.content_section.client}}$`, default: "mwfbi" });

/** A row id or count bounded by its integer column: 2147483648 is refused with 400, never sent to the database. */
export const Int4 = (opts: { minimum?: number } = {}) => Type.Integer({ minimum: 1, ...opts, maximum: INT4_MAX });

export const Ok = <T extends TSchema>(result: T) =>
  Type.Object({ status: Type.Literal(true), result, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const PageName = Type.String({ minLength: 1, maxLength: COL.content_section.page_name });
export const SectionName = Type.String({ minLength: 1, maxLength: COL.content_section.section });
export const ContentObject = Type.Record(Type.String(), Type.Unknown());
/** baseVersion: the content version id the editor opened (0: none saved yet); a newer one answers 409. */
export const BaseVersion = Type.Integer({ minimum: 0, maximum: INT4_MAX });
/** baseUpdatedAt: the updatedAt the editor opened (an ISO time); a later one answers 409. */
export const BaseUpdatedAt = Type.String({ minLength: 1, maxLength: 40 });
export const Str = (max: number) => Type.String({ maxLength: max });
export type Literals<T extends readonly string[]> = T extends readonly [
  infer H extends string,
  ...infer R extends readonly string[],
]
  ? [TLiteral<H>, ...Literals<R>]
  : [];
export const lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<Literals<T>>;
export const Digits = Type.String({ pattern: "^[1-9][0-9]{0,8}$" });
export const Uuid = Type.String({ pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$" });
export const NumericString = (max: number) => Type.String({ pattern: "^[0-9]{1,9}$", maxLength: max });

/** Path and query numbers arrive as text (the API does not coerce types): digits, parsed by the handler. */
export const IdParams = Type.Object({ id: Digits }, { additionalProperties: false });
export const ClientQuery = Type.Object({ client: Type.Optional(ClientSchema) }, { additionalProperties: false });
export type ClientQuery = Static<typeof ClientQuery>;
