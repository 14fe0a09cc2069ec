import type { EndpointName } from "@hpm/contracts/endpoints";
import { endpointUrl } from "../../lib/api";

/**
 * Tests only: the API at the network's edge (the browser's fetch), so the web's own client and queries run as they
 * do in the browser. Each endpoint, by name, answers from a handler; every request is kept.
 */
export type FakeHandler = (body: Record<string, unknown>) => unknown;

export function fakeApi() {
  const routes: Partial<Record<EndpointName, FakeHandler>> = {};
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const pathOf = (name: EndpointName) => endpointUrl(name as "getPageDrafts");
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url, "http://localhost").pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ path, body });
    const name = (Object.keys(routes) as EndpointName[]).find((n) => pathOf(n) === path);
    const handler = name && routes[name];
    if (!handler) return new Response(JSON.stringify({ status: false, message: "Not found" }), { status: 404 });
    return new Response(JSON.stringify({ status: true, result: handler(body) }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const sent = (name: EndpointName) => requests.filter((r) => r.path === pathOf(name)).map((r) => r.body);
  const reset = () => {
    for (const name of Object.keys(routes) as EndpointName[]) delete routes[name];
    requests.length = 0;
  };
  return { routes, requests, fetch, sent, reset };
}
