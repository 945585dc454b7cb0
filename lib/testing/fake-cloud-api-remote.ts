import type { FakeFailure, RecordedRequest } from "./fake-cloud-api";

/**
 * Drives a fake Cloud API that runs in another process (started in a global setup, with the
 * app's CHATAPP_API_BASE_URL pointing at it). Scope failures and reads to your test's own
 * phone-number id: test files run in parallel against one fake.
 */
export function fakeCloudApiRemote(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  async function call(method: "GET" | "POST", path: string, body?: unknown) {
    const res = await fetch(`${origin}/__fake/${path}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`fake Cloud API control ${path}: HTTP ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  }
  return {
    async requests(phoneNumberId?: string): Promise<RecordedRequest[]> {
      const { requests } = await call("GET", `requests${phoneNumberId ? `?phoneNumberId=${encodeURIComponent(phoneNumberId)}` : ""}`);
      return (requests as RecordedRequest[]).map((r) =>
        r.form?.file ? { ...r, form: { ...r.form, file: { ...r.form.file, bytes: Buffer.from(r.form.file.bytes as unknown as string, "base64") } } } : r,
      );
    },
    addNumber: (phoneNumberId: string, accessToken: string) => call("POST", "numbers", { phoneNumberId, accessToken }),
    failNext: (failure: FakeFailure, opts: { times?: number; phoneNumberId?: string } = {}) => call("POST", "fail", { failure, ...opts }),
    throttle: (n: number, phoneNumberId?: string) => call("POST", "throttle", { n, phoneNumberId }),
    /** Forgets everything for every test: only for a suite that owns the fake alone. */
    reset: () => call("POST", "reset"),
  };
}
