import "server-only";
import { randomBytes } from "node:crypto";
import { writeInboundMessages } from "@/lib/channels/chatapp/messaging/thread";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { defaultInboxId } from "./inbox-fixtures";

/** A chatapp customer's text through the inbound statement; `at` in the past closes the 24-hour window. Answers the conversation id. */
export async function customerWritesOnChatapp(ctx: TxCtx, phone: string, at = new Date()) {
  const [row] = await writeInboundMessages(ctx.tx, { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") }, [
    { phone, name: `Customer ${phone.slice(-3)}`, at, preview: "hi", unread: 1, message: { id: newId("msg"), type: "text", text: "hi", content: { text: { body: "hi" } }, platformMessageId: `wamid.TOOLS${randomBytes(10).toString("hex").toUpperCase()}` } },
  ]);
  return row!.conversation_id;
}
