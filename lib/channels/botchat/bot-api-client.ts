import { PlatformError } from "@/lib/channels/platform-error";
import { env } from "@/lib/config/env";

const TIMEOUT_MS = 10_000;

/**
 * The Bot API: `POST {base}/bot{token}/{method}` with a JSON body, answered with
 * `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`. The token is
 * part of the URL, so neither the URL nor the request ever reaches an error or a log: a
 * failure is the platform's error object (a PlatformError: code = error_code, details = the
 * retry_after it asked for), a network failure or timeout is httpStatus 0.
 */
export function createBotApiClient(opts: { baseUrl: string; token: string }) {
  async function call<T = unknown>(method: string, body: Record<string, unknown> = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl.replace(/\/+$/, "")}/bot${opts.token}/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = (err as Error).name === "TimeoutError";
      throw new PlatformError({ platform: "botchat", httpStatus: 0, code: null, message: timedOut ? `botchat platform did not answer ${method} within ${TIMEOUT_MS / 1000} s` : `botchat platform unreachable (${method})` });
    }
    const json = (await res.json().catch(() => null)) as { ok?: boolean; result?: T; error_code?: number; description?: string; parameters?: { retry_after?: number } } | null;
    if (json?.ok === true) return json.result as T;
    const retryAfter = json?.parameters?.retry_after;
    throw new PlatformError({
      platform: "botchat",
      httpStatus: res.status,
      code: json?.error_code ?? res.status,
      message: json?.description ?? `botchat platform answered HTTP ${res.status} to ${method}`,
      details: retryAfter ? `retry after ${retryAfter} s` : null,
    });
  }

  return {
    call,
    getMe: () => call<{ id: number; is_bot: boolean; first_name: string; username?: string }>("getMe"),
    setWebhook: (p: { url: string; secret_token: string; allowed_updates: string[] }) => call<boolean>("setWebhook", p),
    answerCallbackQuery: (p: { callback_query_id: string; text?: string }) => call<boolean>("answerCallbackQuery", p),
  };
}
export type BotApiClient = ReturnType<typeof createBotApiClient>;

export const botApiBaseUrl = () => env().BOTCHAT_API_BASE_URL;
