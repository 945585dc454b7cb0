import "server-only";
import type { DbOrTx } from "@/db/client";
import { emitEvents } from "@/lib/events/emit";
import type { EventName } from "@/lib/events/catalog";
import { conversationEventPayload } from "@/lib/events/payloads/present";
import type { PresentedConversation } from "./schemas";

/** conversation.* events carry the conversation and its contact (one shape: lib/events/payloads), written in the change's transaction. */
export async function emitConversationEvents(db: DbOrTx, companyId: string, events: EventName[], conversation: PresentedConversation) {
  const payload = conversationEventPayload(conversation);
  await emitEvents(db, events.map((event) => ({ companyId, event, payload })));
}
