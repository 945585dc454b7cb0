import { expect, type APIRequestContext } from "@playwright/test";
import { api } from "./inbox";

/** An APPROVED AUTHENTICATION template with a copy-code button (the sandbox approves it), made once per company. */
export async function ensureAuthTemplate(request: APIRequestContext, name = "login_code") {
  type Listed = { data: { id: string; name: string }[] };
  const found = (await api<Listed>(request, "GET", `/api/v1/chatapp/templates?search=${name}&language=en_US`)).data.find((t) => t.name === name);
  const id =
    found?.id ??
    (await api<{ id: string }>(request, "POST", "/api/v1/chatapp/templates", { name, language: "en_US", category: "AUTHENTICATION", bodyText: "{{1}} is your verification code.", authExpirationMinutes: 10, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }] })).id;
  await expect.poll(async () => (await api<{ status: string }>(request, "GET", `/api/v1/chatapp/templates/${id}`)).status, { timeout: 15_000 }).toBe("APPROVED");
}
