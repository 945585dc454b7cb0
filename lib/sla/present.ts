import type { ConversationSla, SlaPolicy } from "@/db/schema";
import type { ConversationSlaView, SlaState } from "./schemas";

type ClockView = NonNullable<ConversationSlaView["firstResponse"]>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A clock's state from the sweep's marks, not the wall clock: the inbox shows what the events
 * said (sla.warning, sla.breached), so a badge and a webhook never disagree. A clock met late
 * is met (its breach stays in `breachedAt` and in analytics).
 */
function clock(s: ConversationSla, p: "first" | "next" | "resolution", target: number | null): ClockView | null {
  if (target == null) return null;
  const metAt = s[`${p}MetAt`];
  const breachedAt = s[`${p}BreachedAt`];
  const state: SlaState = metAt ? "met" : breachedAt ? "breached" : s[`${p}WarnedAt`] ? "due_soon" : "ok";
  return { dueAt: iso(s[`${p}DueAt`]), metAt: iso(metAt), breachedAt: iso(breachedAt), state };
}

/** A conversation's `sla`, or null without a policy. Its state is the worst running clock's, or met when all are. */
export function presentConversationSla(s: ConversationSla | null, policy: Pick<SlaPolicy, "id" | "name" | "firstResponseMinutes" | "nextResponseMinutes" | "resolutionMinutes"> | null): ConversationSlaView | null {
  if (!s || !policy) return null;
  const firstResponse = clock(s, "first", policy.firstResponseMinutes);
  // A next response is shown only once one has been due.
  const nextResponse = s.nextStartedAt ? clock(s, "next", policy.nextResponseMinutes) : null;
  const resolution = clock(s, "resolution", policy.resolutionMinutes);
  const states = [firstResponse, nextResponse, resolution].flatMap((c) => (c ? [c.state] : []));
  const state: SlaState = states.includes("breached") ? "breached" : states.includes("due_soon") ? "due_soon" : states.length && states.every((x) => x === "met") ? "met" : "ok";
  return { policy: { id: policy.id, name: policy.name }, firstResponse, nextResponse, resolution, state };
}
