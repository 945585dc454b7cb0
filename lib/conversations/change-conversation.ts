import "server-only";
import { eq, inArray } from "drizzle-orm";
import { conversations } from "@/db/schema";
import type { EventName } from "@/lib/events/catalog";
import { dbOf, withSavepoint, withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { AppError, type FieldProblem } from "@/lib/domain/errors";
import { isUniqueViolation } from "@/lib/http/map-error";
import { assertAgentInCompany } from "@/lib/contacts/references";
import { readMentions } from "@/lib/notes/notes";
import { emitConversationEvents } from "./conversation-events";
import { getConversationOrThrow } from "./get-conversation";
import { assertTeamInCompany } from "@/lib/teams/references";
import { requestRouting } from "@/lib/routing/request-routing";
import { queueCsatSurvey } from "@/lib/csat/queue-survey";

type Status = "OPEN" | "CLOSED" | "RESOLVED";

/** The field problems a reference check refuses with, or none. */
async function fieldProblems(check: () => Promise<unknown>): Promise<FieldProblem[]> {
  try {
    await check();
    return [];
  } catch (err) {
    if (err instanceof AppError && err.code === "VALIDATION_ERROR") return (err.details as { fields: FieldProblem[] }).fields;
    throw err;
  }
}
type Patch = Partial<typeof conversations.$inferInsert>;
// A conversation leaving OPEN is no longer snoozed (lib/snooze); its wake-up job then does nothing.
const UNSNOOZED = { snoozedAt: null, snoozedUntil: null } satisfies Patch;

/**
 * One guarded update: the row must be in one of `from` (else 409 naming its state), the
 * patch and the events commit together, and the answer is the presented conversation.
 * Joined to a caller's transaction it runs in a savepoint, so a reopen refused by the
 * one-open-conversation index (a 409) leaves the caller's transaction usable.
 */
async function change(ctx: Ctx, id: string, from: Status[] | null, patch: Patch, events: EventName[], verb: string) {
  const run = async (tctx: TxCtx) => {
    const before = await getConversationOrThrow({ ctx: tctx, id });
    const where = inCompany(conversations, tctx, eq(conversations.id, id), from ? inArray(conversations.status, from) : undefined);
    const updated = await tctx.tx.update(conversations).set(patch).where(where).returning({ id: conversations.id });
    if (!updated.length) throw AppError.conflict(`Cannot ${verb} a conversation that is ${before.status}`, { status: before.status });
    const after = await getConversationOrThrow({ ctx: tctx, id });
    await emitConversationEvents(tctx.tx, tctx.companyId, events, after);
    return after;
  };
  try {
    return await withSavepoint(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "conversations_one_open_key")) {
      throw AppError.conflict("The contact already has an open conversation on this channel", { reason: "open_conversation_exists" });
    }
    throw err;
  }
}

export function closeConversation({ ctx, id }: { ctx: Ctx; id: string }) {
  return change(ctx, id, ["OPEN"], { status: "CLOSED", closedAt: new Date(), ...UNSNOOZED }, ["conversation.closed"], "close");
}

/**
 * The catalog's conversation.closed covers "closed or resolved", so resolving emits both. The
 * satisfaction survey (lib/csat) is claimed and queued in the same transaction.
 */
export function resolveConversation({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const resolved = await change(tctx, id, ["OPEN", "CLOSED"], { status: "RESOLVED", resolvedAt: new Date(), ...UNSNOOZED }, ["conversation.resolved", "conversation.closed"], "resolve");
    await queueCsatSurvey(tctx, id);
    return resolved;
  });
}

export function reopenConversation({ ctx, id }: { ctx: Ctx; id: string }) {
  return change(ctx, id, ["CLOSED", "RESOLVED"], { status: "OPEN", closedAt: null, resolvedAt: null }, ["conversation.opened"], "reopen");
}

/** To an agent, a team, or both; a team alone leaves the agent as is (null takes it off its team). */
export async function assignConversation({ ctx, id, agentId, teamId }: { ctx: Ctx; id: string; agentId?: string; teamId?: string | null }) {
  await getConversationOrThrow({ ctx, id }); // another company's conversation is a 404 before any body check
  // Both references checked before answering, so one 400 names every field that is wrong.
  const problems = [
    ...(agentId !== undefined ? await fieldProblems(() => assertAgentInCompany(dbOf(ctx), ctx.companyId, agentId, "agentId")) : []),
    ...(teamId ? await fieldProblems(() => assertTeamInCompany(dbOf(ctx), ctx.companyId, teamId, "teamId")) : []),
  ];
  if (problems.length) throw AppError.validation(problems);
  const patch: Patch = {};
  if (agentId !== undefined) patch.assignedAgentId = agentId;
  if (teamId !== undefined) patch.teamId = teamId;
  return withTx(ctx, async (tctx) => {
    const after = await change(tctx, id, null, patch, ["conversation.assigned"], "assign");
    // A team without an agent is its inbox queue's: auto-assignment may pick among the team.
    if (!after.assignedAgent) await requestRouting(tctx.tx, tctx.companyId);
    return after;
  });
}

/** The catalog has no unassigned event; the change shows in the conversation itself. Back in the queue, auto-assignment may pick it up. */
export function unassignConversation({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const after = await change(tctx, id, null, { assignedAgentId: null }, [], "unassign");
    await requestRouting(tctx.tx, tctx.companyId);
    return after;
  });
}

/** Reading a conversation also reads the caller's @mentions in its notes (the inbox's Mentions tab). */
export function markConversationRead({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const read = await change(tctx, id, null, { unreadCount: 0 }, [], "mark read");
    await readMentions({ ctx: tctx, conversationId: id });
    return read;
  });
}

