import { beforeAll, describe, expect, it } from "vitest";
import { storeConnection } from "@/lib/channels/store-connection";
import { systemCtx } from "@/lib/domain/context";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * Email over HTTP (the channel's smoke; threading against a real SMTP server is in
 * lib/channels/email/email.domain.test.ts): the inbound-parse webhook's password, body checks
 * and attachments, the sandbox's customer and a reply through the layer's generic send route,
 * and that route's refusals on other channels.
 */
let co: TestCompany;
let t: string;
const INBOUND = "inbound-password-0123456";
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}` });
type Message = { id: string; text: string | null; direction: string; content: Record<string, unknown> };

beforeAll(async () => {
  co = await newCompany("email");
  t = (await co.token(["channels:read", "channels:write", "messages:send", "messages:read", "conversations:read"])).token;
});

describe("email", () => {
  it("takes a live inbox's inbound email only with its password, keeps the attachment and shows the reply sanitised", async () => {
    const address = `support-${co.companyId.slice(-8).toLowerCase()}@acme.test`;
    // A live inbox as the CLI stores one (no SMTP call): the inbound password sealed with the SMTP one.
    await storeConnection({ ctx: systemCtx(co.companyId, "test"), input: { channel: "EMAIL", identifiers: { address, smtpHost: "smtp.acme.test", smtpPort: "587", smtpSecurity: "starttls", smtpUser: "acme" }, accessToken: JSON.stringify({ smtpPassword: "x", inboundPassword: INBOUND }), mode: "live", into: { new: { isDefault: false } }, name: "Support" } });
    const hook = `/api/channels/email/webhook?inbox=${encodeURIComponent(address)}`;
    const email = {
      FromFull: { Email: "ana@example.org", Name: "Ana" },
      ToFull: [{ Email: address, Name: "" }],
      Subject: "Invoice",
      MessageID: "pm-1",
      TextBody: "Here it is.\n-- \nAna",
      HtmlBody: '<p onclick="steal()">Here it is.</p><script>alert(1)</script>',
      Headers: [{ Name: "Message-ID", Value: `<inv-${co.companyId}@example.org>` }],
      Attachments: [{ Name: "invoice.pdf", Content: Buffer.from("%PDF-1.4 test").toString("base64"), ContentType: "application/pdf", ContentLength: 13 }],
    };
    expectError(await call("POST", hook, { body: email }), 401, "UNAUTHORIZED");
    expectError(await call("POST", hook, { body: email, headers: basic("wrong-password-00000000") }), 401, "UNAUTHORIZED");
    const malformed = await call("POST", hook, { body: { ...email, FromFull: undefined }, headers: basic(INBOUND) });
    expectError(malformed, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(malformed.body)).toContain("FromFull");

    const ok = await call<{ received: number }>("POST", hook, { body: email, headers: basic(INBOUND) });
    expect(ok.status).toBe(200);
    expect(ok.body.received).toBe(1);
    const convs = await call<{ data: { id: string; channel: string }[] }>("GET", "/api/v1/conversations?channel=EMAIL", { token: t });
    const thread = await call<{ data: Message[] }>("GET", `/api/v1/conversations/${convs.body.data[0].id}/messages`, { token: t });
    const m = thread.body.data.find((x) => x.direction === "inbound")!;
    expect(m.text).toBe("Here it is.");
    expect(m.content.html).toBe("<p>Here it is.</p>");
    const [file] = m.content.attachments as { url: string; name: string }[];
    const got = await call("GET", file.url, { token: t });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toContain("attachment");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets the sandbox's customer write and replies through the generic send route under Re: their subject", async () => {
    expect((await call("POST", "/api/v1/channels/email/sandbox", { token: t })).status).toBe(200);
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/channels/email/sandbox/inbound", { token: t, body: { from: "Bo@Example.org", name: "Bo", subject: "Refund", text: "Can I get a refund?" } });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    const sent = await call<{ messageId: string; conversationId: string }>("POST", "/api/v1/channels/email/send", { token: t, body: { conversationId: wrote.body.conversationId, text: "Yes, within 30 days." } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.conversationId).toBe(wrote.body.conversationId);
    const thread = await call<{ data: Message[] }>("GET", `/api/v1/conversations/${wrote.body.conversationId}/messages`, { token: t });
    expect(thread.body.data.find((x) => x.id === sent.body.messageId)!.content).toMatchObject({ subject: "Re: Refund", body: "Yes, within 30 days." });
    const notEmail = await call("POST", "/api/v1/channels/email/sandbox/inbound", { token: t, body: { from: "12345", text: "hi" } });
    expectError(notEmail, 400, "VALIDATION_ERROR");
  });

  it("refuses what the channel does not take on the generic send route", async () => {
    const subject = await call("POST", "/api/v1/channels/sms/send", { token: t, body: { to: "+14155550123", subject: "Hi", text: "Hi" } });
    expect(expectError(subject, 400, "VALIDATION_ERROR").details).toMatchObject({ fields: [{ path: "subject", message: "is not taken on sms: its messages have no subject" }] });
    // Chatapp sends here too, by its own saga: a number that never wrote gets its template rule.
    const chatapp = await call("POST", "/api/v1/channels/chatapp/send", { token: t, body: { to: "971501234567", text: "Hi" } });
    expect(expectError(chatapp, 409, "CONFLICT").details).toMatchObject({ reason: "window_requires_template" });
  });
});
