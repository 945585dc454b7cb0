import "server-only";
import type { DbOrTx } from "@/db/client";
import { emitEvent } from "@/lib/events/emit";
import type { EventName } from "@/lib/events/catalog";
import type { PresentedConversation } from "./schemas";

/** conversation.* events carry the presented conversation, written in the change's transaction. */
export async function emitConversationEvents(db: DbOrTx, companyId: string, events: EventName[], conversation: PresentedConversation) {
  for (const event of events) await emitEvent(db, { companyId, event, payload: { channel: conversation.channel.toLowerCase(), conversation } });
}
