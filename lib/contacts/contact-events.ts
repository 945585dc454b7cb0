import "server-only";
import type { DbOrTx } from "@/db/client";
import { emitEvent } from "@/lib/events/emit";
import type { Ctx } from "@/lib/domain/context";
import { contactEventPayload } from "@/lib/events/payloads/present";
import type { PresentedContact } from "./present-contact";

/** What contact.* events carry: the contact without its notes (phone in E.164), and the changed fields. */
export { contactEventPayload };

/** contact.created / contact.updated into the outbox, in the change's transaction. */
export function emitContactEvent(db: DbOrTx, ctx: Ctx, event: "contact.created" | "contact.updated", contact: PresentedContact, changes?: string[]) {
  return emitEvent(db, { companyId: ctx.companyId, event, payload: contactEventPayload(contact, changes) });
}
