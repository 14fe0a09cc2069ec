import type { Static, TSchema } from "typebox";

/** Who may call a route: the API refuses anyone else (401 signed out, 403 signed in without the role). */
export type Access = "public" | "user" | "admin";
export type Method = "GET" | "HEAD" | "POST" | "PATCH" | "PUT" | "DELETE";

/** What Fastify validates and what the OpenAPI document shows for one route. */
export interface EndpointSchema {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response?: { [status: number]: TSchema };
  tags?: readonly string[];
  summary?: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
  /** left out of the OpenAPI document (development-only routes) */
  hide?: boolean;
}

export interface Endpoint {
  method: Method;
  path: string;
  access: Access;
  schema: EndpointSchema;
}

/** One route of the endpoint table; `const` keeps the method and path literal for both sides' types. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type StaticOf<S, K extends string> = S extends { readonly [k in K]: infer T extends TSchema } ? Static<T> : undefined;

/** One part of a call's input: left out where the route has no schema for it, optional where nothing in it is required. */
type Part<K extends string, T> = [T] extends [undefined] ? unknown : object extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a caller sends: `{body?, query?, params?}`, each typed by the route's schema and present only where it has one. */
export type EndpointInput<E extends Endpoint> = Part<"body", StaticOf<E["schema"], "body">> &
  Part<"query", StaticOf<E["schema"], "querystring">> &
  Part<"params", StaticOf<E["schema"], "params">>;

/** What an address is made of: the route's path parameters and query. */
export type EndpointAddressInput<E extends Endpoint> = Part<"query", StaticOf<E["schema"], "querystring">> &
  Part<"params", StaticOf<E["schema"], "params">>;

/** The route's 200 answer as sent. */
export type EndpointAnswer<E extends Endpoint> = E["schema"] extends { response: { 200: infer T extends TSchema } }
  ? Static<T>
  : unknown;

/** The `result` of the route's `{status: true, result}` answer. */
export type EndpointResult<E extends Endpoint> = EndpointAnswer<E> extends { result: infer R } ? R : never;

/** The part of a route the browser needs at run time (no schemas: TypeBox stays out of the web bundle). */
export interface EndpointAddress {
  method: Method;
  path: string;
}

export const addressesOf = <T extends Record<string, Endpoint>>(table: T): { [K in keyof T]: EndpointAddress } =>
  Object.fromEntries(Object.entries(table).map(([k, e]) => [k, { method: e.method, path: e.path }])) as {
    [K in keyof T]: EndpointAddress;
  };
