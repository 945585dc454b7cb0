import { expectDocumented } from "./response-contract";

/** The answer fields these suites read; everything else is compared with toMatchObject. */
export type Answer = Record<string, unknown> & { error: { code: string; message: string; details: Record<string, unknown> & { fields?: { path: string }[] } } };

/**
 * Requests to a test file's own app server (started with fake platforms behind it, so not the
 * suite's shared one), with a token by default, each answer checked against the OpenAPI
 * document like call()'s. The getters are read per request: the server and token are made in
 * beforeAll.
 */
export function ownServer(baseUrl: () => string, token: () => string) {
  return async function req(method: string, path: string, body?: unknown, as = token()) {
    const res = await fetch(`${baseUrl()}${path}`, { method, headers: { authorization: `Bearer ${as}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const parsed = (await res.json()) as Answer;
    await expectDocumented(method, path, res, parsed);
    return { status: res.status, body: parsed };
  };
}
