import { channelKey, type ChannelType } from "@/lib/channels/keys";

/** A survey as SQL returns it (snake case). */
export type SurveyFacts = {
  id: string;
  conversation_id: string;
  inbox_id: string;
  contact_id: string;
  channel: ChannelType;
  agent_id: string | null;
  team_id: string | null;
  rating: number | null;
  comment: string | null;
  answered_at: string | Date | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The csat.received payload: the answer and whom it credits (the agent and team at resolving). */
export function csatEventPayload(s: SurveyFacts, commentAdded: boolean) {
  return {
    channel: channelKey(s.channel),
    survey: {
      id: s.id,
      conversationId: s.conversation_id,
      inboxId: s.inbox_id,
      contactId: s.contact_id,
      agentId: s.agent_id,
      teamId: s.team_id,
      rating: s.rating ?? 0,
      comment: s.comment,
      answeredAt: iso(s.answered_at) ?? new Date(0).toISOString(),
    },
    commentAdded,
  };
}
