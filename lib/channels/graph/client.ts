import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { createGraphCaller } from "@/lib/channels/chatapp/messaging/graph-call";

/** The platform's own account of its rate limit, read from the answer's headers. */
export type PlatformUsage = Record<string, unknown>;

const USAGE_HEADERS = ["x-business-use-case-usage", "x-app-usage", "x-page-usage"];

function usageOf(headers: Headers): PlatformUsage | null {
  const out: PlatformUsage = {};
  for (const name of USAGE_HEADERS) {
    const v = headers.get(name);
    if (!v) continue;
    try {
      out[name] = JSON.parse(v);
    } catch {
      out[name] = v;
    }
  }
  return Object.keys(out).length ? out : null;
}

/**
 * The Send API and account reads of the Messenger Platform, which Instagram messaging shares:
 * `POST /{account-id}/messages` answers `{ recipient_id, message_id }`. The token goes only
 * into the Authorization header. `bulk` callers (campaigns) retry themselves.
 */
export function createGraphMessagingClient(opts: { baseUrl: string; accessToken: string; accountId: string; platform: string; bulk?: boolean }) {
  let lastUsage: PlatformUsage | null = null;
  const { call, postJson } = createGraphCaller({
    baseUrl: opts.baseUrl,
    accessToken: opts.accessToken,
    platform: opts.platform,
    onResponse: (h) => (lastUsage = usageOf(h) ?? lastUsage),
    ...(opts.bulk ? { retry: { delaysMs: [] }, timeoutMs: 20_000, keepAlive: true } : {}),
  });
  const account = `/${encodeURIComponent(opts.accountId)}`;
  return {
    async send(body: Record<string, unknown>): Promise<{ platformMessageId: string; recipientId: string | null; usage: PlatformUsage | null }> {
      const res = (await postJson(`${account}/messages`, body)) as { message_id?: unknown; recipient_id?: unknown } | null;
      if (typeof res?.message_id !== "string" || !res.message_id) throw new CloudApiError({ platform: opts.platform, httpStatus: 200, code: null, message: `${opts.platform} platform answered without a message id` });
      return { platformMessageId: res.message_id, recipientId: typeof res.recipient_id === "string" ? res.recipient_id : null, usage: lastUsage };
    },
    /** POST /{account-id}/messages with a sender action: "typing_on" shows the customer that someone is writing. */
    async senderAction(recipientId: string, action: "typing_on" | "typing_off" | "mark_seen"): Promise<void> {
      await postJson(`${account}/messages`, { recipient: { id: recipientId }, sender_action: action });
    },
    /** GET /{user-id}?fields=…: the customer's profile, with the page token. */
    async user(userId: string, fields: string): Promise<Record<string, unknown>> {
      return ((await call("GET", `/${encodeURIComponent(userId)}?fields=${encodeURIComponent(fields)}`)) as Record<string, unknown> | null) ?? {};
    },
    /** GET /{account-id}?fields=…: a cheap authenticated read that also names the account. */
    async account(fields: string): Promise<Record<string, unknown>> {
      return ((await call("GET", `${account}?fields=${encodeURIComponent(fields)}`)) as Record<string, unknown> | null) ?? {};
    },
  };
}
