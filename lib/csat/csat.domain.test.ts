import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { conversations, csatSurveys, messages } from "@/db/schema";
import { simulateChannelInbound } from "@/lib/channels/simulate";
import type { ChannelType } from "@/lib/channels/keys";
import { resolveConversation, reopenConversation } from "@/lib/conversations/change-conversation";
import type { TxCtx } from "@/lib/domain/context";
import { updateInbox } from "@/lib/inboxes/update-inbox";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { rolledBack } from "@/lib/testing/rolled-back";
import { SEND_SURVEY_TASK } from "./queue-survey";
import { sendSurvey } from "./send-survey";
import { answerPublicSurvey, getPublicSurvey } from "./public-survey";
import { getCsatReport } from "./report";
import { listCsatResponses } from "./list-responses";
import { receiveChannelMessages } from "@/lib/messaging/receive-messages";
import { visitorMessages } from "@/lib/widget/history";
import type { CsatSettings } from "./settings";

// Inbound batches and the survey's job open their own transactions: routed into the test's.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

type Channel = "socialchat" | "sms";
const TYPE: Record<Channel, ChannelType> = { socialchat: "SOCIALCHAT", sms: "SMS" };
const customerId = (channel: Channel) => (channel === "sms" ? `+1555${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padEnd(12, "0") : `2${randomBytes(5).readUIntBE(0, 5)}`);

async function withCsat(ctx: TxCtx, channel: Channel, csat: Partial<CsatSettings> | null) {
  const inboxId = await defaultInboxId(ctx, TYPE[channel]);
  await updateInbox({ ctx, id: inboxId, input: { settings: { csat: csat ? { enabled: true, questions: {}, defaultLanguage: "en", askComment: false, ...csat } : null } } });
  return inboxId;
}

const writes = (ctx: TxCtx, channel: Channel, from: string, text: string, payload?: string) => inTestTx(ctx.tx, () => simulateChannelInbound({ ctx, input: { channel, from, text, ...(payload && { payload }) } }));

const surveysOf = (ctx: TxCtx, conversationId: string) => ctx.tx.select().from(csatSurveys).where(eq(csatSurveys.conversationId, conversationId));

async function jobsFor(ctx: TxCtx, surveyId: string) {
  const { rows } = await ctx.tx.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${SEND_SURVEY_TASK} and j.key = ${`csat:${surveyId}`}`);
  return rows[0].n;
}

async function csatEvents(ctx: TxCtx) {
  const { rows } = await ctx.tx.execute<{ payload: { survey: { rating: number; comment: string | null; agentId: string | null }; commentAdded: boolean } }>(sql`select payload from event_outbox where company_id = ${ctx.companyId} and event = 'csat.received' order by id`);
  return rows.map((r) => r.payload);
}

/** A resolved conversation whose survey was sent: the conversation, the survey and the request message. */
async function surveyed(ctx: TxCtx, channel: Channel, csat: Partial<CsatSettings> = {}) {
  await withCsat(ctx, channel, csat);
  const from = customerId(channel);
  const { conversationId } = await writes(ctx, channel, from, "My parcel is late");
  await resolveConversation({ ctx, id: conversationId });
  const [survey] = await surveysOf(ctx, conversationId);
  await inTestTx(ctx.tx, () => sendSurvey({ companyId: ctx.companyId, surveyId: survey.id }));
  const [sent] = await surveysOf(ctx, conversationId);
  const [request] = await ctx.tx.select().from(messages).where(eq(messages.id, sent.messageId));
  return { from, conversationId, survey: sent, request };
}

describe("satisfaction surveys", () => {
  it("a resolve sends one request in the channel's form; a second resolve sends none", async () => {
    await rolledBack(async (ctx) => {
      const { conversationId, survey, request, from } = await surveyed(ctx, "socialchat");
      expect(survey).toMatchObject({ status: "sent", recipient: from, inboxId: expect.any(String), rating: null });
      expect(survey.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Quick replies carrying the survey and the rating, sent into the resolved conversation.
      expect(request).toMatchObject({ conversationId, direction: "outbound", type: "quick_replies", status: "sent" });
      const replies = (request.content as { quickReplies: { payload: string }[] }).quickReplies.map((q) => q.payload);
      expect(replies).toEqual([5, 4, 3, 2, 1].map((n) => `csat:${survey.id}:${n}`));
      const [conv] = await ctx.tx.select({ status: conversations.status }).from(conversations).where(eq(conversations.id, conversationId));
      expect(conv.status).toBe("RESOLVED");
      expect(await jobsFor(ctx, survey.id)).toBe(1);

      await reopenConversation({ ctx, id: conversationId });
      await resolveConversation({ ctx, id: conversationId });
      expect(await surveysOf(ctx, conversationId)).toHaveLength(1);
      // The job again does nothing: the survey went.
      await inTestTx(ctx.tx, () => sendSurvey({ companyId: ctx.companyId, surveyId: survey.id }));
      expect(await ctx.tx.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.direction, "outbound")))).toHaveLength(1);
    });
  });

  it("nothing is asked when the inbox has surveys off, or the customer never wrote", async () => {
    await rolledBack(async (ctx) => {
      await withCsat(ctx, "socialchat", null);
      const { conversationId } = await writes(ctx, "socialchat", customerId("socialchat"), "Hi");
      await resolveConversation({ ctx, id: conversationId });
      expect(await surveysOf(ctx, conversationId)).toHaveLength(0);

      await withCsat(ctx, "socialchat", { enabled: false });
      const other = await writes(ctx, "socialchat", customerId("socialchat"), "Hello");
      await resolveConversation({ ctx, id: other.conversationId });
      expect(await surveysOf(ctx, other.conversationId)).toHaveLength(0);

      // On, but the conversation holds only the agent's messages.
      await withCsat(ctx, "socialchat", {});
      await ctx.tx.delete(messages).where(eq(messages.conversationId, other.conversationId));
      await reopenConversation({ ctx, id: other.conversationId });
      await resolveConversation({ ctx, id: other.conversationId });
      expect(await surveysOf(ctx, other.conversationId)).toHaveLength(0);
    });
  });

  it("a tapped quick reply is stored as the rating, emitted once, and does not reopen the conversation", async () => {
    await rolledBack(async (ctx) => {
      const { from, conversationId, survey } = await surveyed(ctx, "socialchat");
      const answer = await writes(ctx, "socialchat", from, "★★★★ Good", `csat:${survey.id}:4`);
      expect(answer.conversationId).toBe(conversationId);
      const [after] = await surveysOf(ctx, conversationId);
      expect(after).toMatchObject({ rating: 4, comment: null, answeredAt: expect.any(Date) });
      const open = await ctx.tx.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.companyId, ctx.companyId), eq(conversations.status, "OPEN")));
      expect(open).toHaveLength(0);
      // A second tap keeps the first rating and emits nothing more.
      await writes(ctx, "socialchat", from, "★ Terrible", `csat:${survey.id}:1`);
      expect((await surveysOf(ctx, conversationId))[0].rating).toBe(4);
      const events = await csatEvents(ctx);
      expect(events).toEqual([{ channel: "socialchat", survey: expect.objectContaining({ id: survey.id, conversationId, rating: 4, comment: null }), commentAdded: false }]);
    });
  });

  it("an SMS that is only a digit rates only while a survey waits for that customer", async () => {
    await rolledBack(async (ctx) => {
      await withCsat(ctx, "sms", {});
      // No survey yet: "5" is an ordinary message.
      const stranger = customerId("sms");
      const plain = await writes(ctx, "sms", stranger, "5");
      expect(await ctx.tx.select({ status: conversations.status }).from(conversations).where(eq(conversations.id, plain.conversationId))).toEqual([{ status: "OPEN" }]);

      const { from, conversationId, request } = await surveyed(ctx, "sms");
      expect(request).toMatchObject({ type: "text" });
      expect(request.text).toContain("Reply with a number from 1 (terrible) to 5 (excellent)");
      // Another customer's digit does not answer this survey.
      await writes(ctx, "sms", stranger, "2");
      expect((await surveysOf(ctx, conversationId))[0].rating).toBeNull();

      const answer = await writes(ctx, "sms", from, " 5 ");
      expect(answer.conversationId).toBe(conversationId);
      expect((await surveysOf(ctx, conversationId))[0].rating).toBe(5);
      // Answered: the next digit is a new message in a new conversation.
      const later = await writes(ctx, "sms", from, "3");
      expect(later.conversationId).not.toBe(conversationId);
      expect((await surveysOf(ctx, conversationId))[0].rating).toBe(5);
    });
  });

  it("with comments asked, the next message after the rating is the comment, announced again", async () => {
    await rolledBack(async (ctx) => {
      const { from, conversationId, request } = await surveyed(ctx, "sms", { askComment: true });
      expect(request.text).toContain("You can add a comment in your next message.");
      await writes(ctx, "sms", from, "4");
      const comment = await writes(ctx, "sms", from, "Fast, but the tracking link was broken");
      expect(comment.conversationId).toBe(conversationId);
      expect((await surveysOf(ctx, conversationId))[0]).toMatchObject({ rating: 4, comment: "Fast, but the tracking link was broken" });
      expect((await csatEvents(ctx)).map((e) => [e.survey.rating, e.survey.comment, e.commentAdded])).toEqual([
        [4, null, false],
        [4, "Fast, but the tracking link was broken", true],
      ]);
      // One comment only: the message after it is an ordinary one.
      const next = await writes(ctx, "sms", from, "Also, where is my refund?");
      expect(next.conversationId).not.toBe(conversationId);
    });
  });

  it("an Arabic-writing customer is asked in Arabic, with the inbox's own question", async () => {
    await rolledBack(async (ctx) => {
      await withCsat(ctx, "sms", { questions: { ar: "ما رأيك في خدمتنا؟" } });
      const from = customerId("sms");
      const { conversationId } = await writes(ctx, "sms", from, "مرحبا، أين طلبي؟");
      await resolveConversation({ ctx, id: conversationId });
      const [survey] = await surveysOf(ctx, conversationId);
      expect(survey.language).toBe("ar");
      await inTestTx(ctx.tx, () => sendSurvey({ companyId: ctx.companyId, surveyId: survey.id }));
      const [request] = await ctx.tx.select().from(messages).where(eq(messages.id, survey.messageId));
      expect(request.text).toContain("ما رأيك في خدمتنا؟");
    });
  });

  it("the public page rates by token; the report counts answers by agent, team and inbox", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const rated = await surveyed(ctx, "socialchat");
      await writes(ctx, "socialchat", rated.from, "★★ Poor", `csat:${rated.survey.id}:2`);
      // Assigned to the owner when resolved: the survey credits them.
      const inboxId = await defaultInboxId(ctx, "SOCIALCHAT");
      const other = await writes(ctx, "socialchat", customerId("socialchat"), "Refund?");
      await ctx.tx.update(conversations).set({ assignedAgentId: userId }).where(eq(conversations.id, other.conversationId));
      await resolveConversation({ ctx, id: other.conversationId });
      const [survey] = await surveysOf(ctx, other.conversationId);
      expect(survey.agentId).toBe(userId);
      await inTestTx(ctx.tx, () => sendSurvey({ companyId: ctx.companyId, surveyId: survey.id }));

      const page = await inTestTx(ctx.tx, () => getPublicSurvey({ token: survey.token }));
      expect(page).toMatchObject({ question: "How would you rate the help you received?", language: "en", rating: null });
      const answered = await inTestTx(ctx.tx, () => answerPublicSurvey({ token: survey.token, input: { rating: 5, comment: "Refund came the same day" } }));
      expect(answered).toMatchObject({ rating: 5, comment: "Refund came the same day" });
      await expect(inTestTx(ctx.tx, () => answerPublicSurvey({ token: survey.token, input: { rating: 1 } }))).rejects.toMatchObject({ status: 409 });
      // Any other token is the same 404.
      await expect(inTestTx(ctx.tx, () => getPublicSurvey({ token: "x".repeat(43) }))).rejects.toMatchObject({ status: 404 });

      // A third survey, sent and never answered, counts against the response rate.
      const silent = await surveyed(ctx, "socialchat");
      expect(silent.survey.status).toBe("sent");

      const report = await getCsatReport({ ctx, input: {} });
      expect(report.totals).toEqual({ sent: 3, answered: 2, averageRating: 3.5, satisfiedPercent: 50, responseRate: 66.7, distribution: [0, 1, 0, 0, 1] });
      expect(report.byAgent).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ agentId: userId, name: "Olive Owner", sent: 1, answered: 1, averageRating: 5, satisfiedPercent: 100 }),
          expect.objectContaining({ agentId: null, sent: 2, answered: 1, averageRating: 2, satisfiedPercent: 0, responseRate: 50 }),
        ]),
      );
      expect(report.byInbox).toEqual([expect.objectContaining({ inboxId, channel: "socialchat", sent: 3, answered: 2 })]);
      expect(report.byTeam).toEqual([expect.objectContaining({ teamId: null, sent: 3 })]);
      expect((await getCsatReport({ ctx, input: { agentId: userId } })).totals).toMatchObject({ sent: 1, answered: 1 });

      const list = await listCsatResponses({ ctx, input: { limit: 1 } });
      expect(list.data).toHaveLength(1);
      expect(list.nextCursor).not.toBeNull();
      const next = await listCsatResponses({ ctx, input: { limit: 1, cursor: list.nextCursor! } });
      expect([...list.data, ...next.data].map((r) => [r.rating, r.comment]).sort()).toEqual([
        [2, null],
        [5, "Refund came the same day"],
      ]);
      expect(next.nextCursor).toBeNull();
      expect((await listCsatResponses({ ctx, input: { limit: 10, agentId: userId } })).data.map((r) => r.agent?.name)).toEqual(["Olive Owner"]);
    });
  });

  it("the website chat shows the stars as answers to tap; a tap comes back as the visitor's payload", async () => {
    await rolledBack(async (ctx) => {
      const inboxId = await defaultInboxId(ctx, "WEBCHAT");
      await updateInbox({ ctx, id: inboxId, input: { settings: { csat: { enabled: true, questions: {}, defaultLanguage: "en", askComment: false } } } });
      const visitor = `wv_${randomBytes(6).toString("hex")}`;
      const visitorSays = (text: string, payload?: string) =>
        inTestTx(ctx.tx, () =>
          receiveChannelMessages({ channel: "WEBCHAT", companyId: ctx.companyId, inboxId }, [
            { from: visitor, platformMessageId: `${visitor}.${randomBytes(4).toString("hex")}`, at: new Date(), countsAsUnread: true, events: [], text, ...(payload ? { type: "button", content: { body: text, payload } } : { type: "text", content: { body: text } }) },
          ]),
        );
      const [first] = await visitorSays("Do you ship to Riyadh?");
      if (first.status !== "stored") throw new Error("not stored");
      await resolveConversation({ ctx, id: first.conversationId });
      const [survey] = await surveysOf(ctx, first.conversationId);
      await inTestTx(ctx.tx, () => sendSurvey({ companyId: ctx.companyId, surveyId: survey.id }));
      const shown = (await visitorMessages(ctx, visitor)).find((m) => m.id === survey.messageId);
      expect(shown).toMatchObject({ from: "agent", type: "choices", text: "How would you rate the help you received?" });
      expect(shown?.choices?.map((c) => c.id)).toEqual([5, 4, 3, 2, 1].map((n) => `csat:${survey.id}:${n}`));

      const [tap] = await visitorSays("★★★★★ Excellent", `csat:${survey.id}:5`);
      expect(tap).toMatchObject({ status: "stored", conversationId: first.conversationId });
      expect((await surveysOf(ctx, first.conversationId))[0].rating).toBe(5);
    });
  });
});
