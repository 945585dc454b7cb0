import { and, eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversations, messages } from "@/db/schema";
import { resolveConversation } from "@/lib/conversations/change-conversation";
import type { TxCtx } from "@/lib/domain/context";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { sendOnAnyChannel } from "@/lib/messaging/send-any-channel";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { processBatches } from "../webhook";
import { emailPlugin } from "./plugin";

// Intake and the provider reach the database through getDb(): routed into the test's transaction.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

/** A real SMTP server on loopback (smtp-server), keeping what it is given, parsed. */
const received: ParsedMail[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === "acme" && auth.password === "smtp-secret") done(null, { user: "acme" });
      else done(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as { port: number }).port;
  // The SMTP server is on loopback: allowed the way tests allow webhook targets.
  process.env.WEBHOOKS_ALLOWED_TARGETS = `127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const INBOUND_PASSWORD = "inbound-password-0123";
const credentials = (over: Record<string, unknown> = {}) => ({ address: "support@acme.test", fromName: "Acme Support", smtpHost: "127.0.0.1", smtpPort: port, smtpSecurity: "none", smtpUser: "acme", smtpPassword: "smtp-secret", inboundPassword: INBOUND_PASSWORD, ...over });

/** What the mail service posts for a customer's email, in Postmark's inbound JSON. */
function inbound(id: string, text: string, headers: { Name: string; Value: string }[] = [], subject = "Order 1042") {
  return {
    FromFull: { Email: "ana@example.org", Name: "Ana Lima" },
    ToFull: [{ Email: "support@acme.test", Name: "Acme" }],
    OriginalRecipient: "support@acme.test",
    Subject: subject,
    MessageID: `pm-${id}`,
    Date: new Date().toUTCString(),
    TextBody: text,
    HtmlBody: "",
    Headers: [{ Name: "Message-ID", Value: `<${id}>` }, ...headers],
    Attachments: [],
  };
}

async function deliver(ctx: TxCtx, body: unknown) {
  const url = `http://localhost/api/channels/email/webhook?inbox=support%40acme.test`;
  const headers = new Headers({ authorization: `Basic ${Buffer.from(`postmark:${INBOUND_PASSWORD}`).toString("base64")}` });
  return inTestTx(ctx.tx, async () => {
    expect(await emailPlugin.webhook.verify(JSON.stringify(body), headers, { url })).toEqual({ ok: true });
    expect((await emailPlugin.webhook.verify(JSON.stringify(body), new Headers(), { url })).ok).toBe(false);
    return processBatches("EMAIL", emailPlugin.webhook.parse!(body, headers, { url }));
  });
}

const messageOf = async (ctx: TxCtx, platformMessageId: string) =>
  (await ctx.tx.select().from(messages).where(and(eq(messages.companyId, ctx.companyId), eq(messages.platformMessageId, platformMessageId))))[0];

describe("email over a real SMTP server", () => {
  it("refuses a wrong SMTP password when connecting, naming the field", async () => {
    await rolledBack(async (ctx) => {
      const err = await refusal(createInbox({ ctx, input: { channel: "email", mode: "live", name: "Support", credentials: credentials({ smtpPassword: "wrong" }) } }));
      expect(err.details?.fields).toEqual([expect.objectContaining({ path: "credentials.smtpPassword" })]);
    });
  });

  it("threads a customer's email, our reply and their answer to a resolved conversation into one conversation", async () => {
    await rolledBack(async (ctx) => {
      await createInbox({ ctx, input: { channel: "email", mode: "live", name: "Support", credentials: credentials() } });

      expect(await deliver(ctx, inbound("first@example.org", "Where is my order?"))).toMatchObject({ received: 1 });
      const first = await messageOf(ctx, "support@acme.test/first@example.org");
      expect(first).toMatchObject({ direction: "inbound", text: "Where is my order?" });

      const sent = await inTestTx(ctx.tx, () => sendOnAnyChannel({ ctx, input: { channel: "email", conversationId: first.conversationId, text: "It ships tomorrow." } }));
      const mail = received.at(-1)!;
      expect(mail.subject).toBe("Re: Order 1042");
      expect(mail.from?.value[0]).toMatchObject({ address: "support@acme.test", name: "Acme Support" });
      expect(mail.text?.trim()).toBe("It ships tomorrow.");
      expect(mail.inReplyTo).toBe("<first@example.org>");
      expect(mail.references).toBe("<first@example.org>");
      expect(mail.messageId).toBe(`<${sent.messageId}@acme.test>`);
      expect(sent.platformMessageId).toBe(`support@acme.test/${sent.messageId}@acme.test`);
      expect((await messageOf(ctx, sent.platformMessageId)).content).toMatchObject({ subject: "Re: Order 1042", messageId: `${sent.messageId}@acme.test`, inReplyTo: "first@example.org" });

      await resolveConversation({ ctx, id: first.conversationId });
      const answer = inbound("second@example.org", "Great, thanks!\n\nOn Mon, Acme Support <support@acme.test> wrote:\n> It ships tomorrow.", [
        { Name: "In-Reply-To", Value: `<${sent.messageId}@acme.test>` },
        { Name: "References", Value: `<first@example.org> <${sent.messageId}@acme.test>` },
      ], "Re: Order 1042");
      expect(await deliver(ctx, answer)).toMatchObject({ received: 1 });
      const second = await messageOf(ctx, "support@acme.test/second@example.org");
      expect(second.conversationId).toBe(first.conversationId);
      expect(second.text).toBe("Great, thanks!");
      const [conv] = await ctx.tx.select().from(conversations).where(eq(conversations.id, first.conversationId));
      expect(conv.status).toBe("OPEN");

      // The mail service re-sends the same callback: nothing is stored twice.
      expect(await deliver(ctx, answer)).toMatchObject({ received: 0, duplicates: 1 });
    });
  });

  it("sends a first email with the subject given, to an address that never wrote", async () => {
    await rolledBack(async (ctx) => {
      await createInbox({ ctx, input: { channel: "email", mode: "live", name: "Support", credentials: credentials() } });
      const sent = await inTestTx(ctx.tx, () => sendOnAnyChannel({ ctx, input: { channel: "email", to: "Bo@Example.org", subject: "Your invoice", text: "Attached is nothing yet." } }));
      const mail = received.at(-1)!;
      expect(mail.to && "value" in mail.to ? mail.to.value[0].address : null).toBe("bo@example.org");
      expect(mail.subject).toBe("Your invoice");
      expect(mail.inReplyTo).toBeUndefined();
      expect(sent.status).toBe("sent");
      const bad = await refusal(sendOnAnyChannel({ ctx, input: { channel: "email", to: "not-an-address", text: "Hi" } }));
      expect(bad.details?.fields).toEqual([{ path: "to", message: "must be an email address on email", in: "body" }]);
    });
  });
});
