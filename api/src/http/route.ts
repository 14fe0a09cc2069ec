import type { IncomingMessage, ServerResponse } from "node:http";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { type EndpointName, type Endpoints, endpoints } from "@hpm/contracts/endpoints";
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";

/** The application as route plugins see it: TypeBox schemas type each request and answer. */
export type RouteApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A handler of endpoint N: its request and answer typed by the table's schemas. */
export type EndpointHandler<N extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  FastifyContextConfig,
  Endpoints[N]["schema"],
  TypeBoxTypeProvider
>;

/** What a module adds to a route beyond the table: its activity record, a rate limit, hooks, a body limit. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, "access">;
  bodyLimit?: number;
  preValidation?: RouteShorthandOptions["preValidation"];
  preHandler?: RouteShorthandOptions["preHandler"];
  onRequest?: RouteShorthandOptions["onRequest"];
}

/**
 * Registers endpoint `name` of the table (contracts/src/endpoints): its method, path, access and schemas come from
 * there, so the route cannot drift from what the web calls.
 */
export function route<N extends EndpointName>(
  app: RouteApp,
  name: N,
  handler: EndpointHandler<N>,
  extras: RouteExtras = {},
): void {
  const { method, path, access, schema } = endpoints[name];
  app.route({
    ...extras,
    method,
    url: path,
    schema: schema as never,
    config: { ...extras.config, access },
    handler: handler as never,
  });
}
