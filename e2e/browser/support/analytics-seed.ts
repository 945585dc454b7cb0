import { expect, type APIRequestContext } from "@playwright/test";
import { api, customerPhone } from "./inbox";

/**
 * Conversations for the analytics page, through the sandbox: customers write, the signed-in
 * owner answers, then the fold (a job once a minute) is awaited through the summary route.
 * Only when the company has fewer messages than that already.
 */
const PEOPLE = ["Ava Thompson", "Mateo García", "Yuki Sato", "Fatima Zahra"];

export async function seedAnalytics(request: APIRequestContext) {
  const total = async () => (await api<{ messages: { total: number } }>(request, "GET", "/api/v1/chatapp/stats")).messages.total;
  if ((await total()) >= PEOPLE.length * 2) return;
  for (const name of PEOPLE) {
    const phone = customerPhone();
    await api(request, "POST", "/api/v1/chatapp/sandbox/inbound", { from: phone, name, text: `Hi, this is ${name.split(" ")[0]}: where is my order?` });
    await api(request, "POST", "/api/v1/chatapp/messages/text", { to: phone, body: "Thanks for writing! Let me check that for you." });
  }
  await expect.poll(total, { timeout: 150_000, intervals: [2_000, 5_000] }).toBeGreaterThanOrEqual(PEOPLE.length * 2);
}
