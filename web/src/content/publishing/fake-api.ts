/**
 * Tests only: the API at the network's edge (the browser's fetch), so the web's own client and queries run as they
 * do in the browser. Each endpoint path answers from a handler; every request is kept.
 */
export type FakeHandler = (body: Record<string, unknown>) => unknown;

export function fakeApi() {
  const routes: Record<string, FakeHandler> = {};
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url, "http://localhost").pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ path, body });
    const handler = routes[path];
    if (!handler) return new Response(JSON.stringify({ status: false, message: "Not found" }), { status: 404 });
    return new Response(JSON.stringify({ status: true, result: handler(body) }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const sent = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);
  return { routes, requests, fetch, sent };
}
