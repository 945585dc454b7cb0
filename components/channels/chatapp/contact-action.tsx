"use client";

import { ScheduleMessageDialog } from "@/components/scheduled/schedule-message-dialog";
import { useCan } from "@/lib/client/hooks/use-me";
import type { ContactRef } from "../channel-ui";

/** "Schedule message" on the contact page: a chatapp message to the contact's phone. */
export function ChatappContactAction({ contact: c }: { contact: ContactRef }) {
  const canSend = useCan("messages:send");
  if (!canSend || !c.phone) return null;
  return <ScheduleMessageDialog channel="CHATAPP" recipientRef={c.phone} recipientName={c.name} />;
}
