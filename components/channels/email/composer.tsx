"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";
import { ReplyForm, useReplyBox } from "@/components/inbox/composer/use-reply-box";
import type { Conversation } from "@/lib/client/types";
import { useEmailSend } from "./use-email-send";

/**
 * The reply box of an email conversation: the reply goes into the customer's thread ("Re:" its
 * subject, with the thread's headers) unless the agent gives a new subject.
 */
export function EmailComposer({ conversation: c }: { conversation: Conversation }) {
  const send = useEmailSend();
  const [subject, setSubject] = useState("");
  const { text, setText, box, submit } = useReplyBox({
    busy: send.isPending,
    send: (text) => send.mutateAsync({ conversationId: c.id, text, ...(subject.trim() ? { subject: subject.trim() } : {}) }),
    onSent: () => setSubject(""),
  });

  return (
    <ReplyForm testId="email-composer" onSubmit={submit}>
      <Input aria-label="Subject" placeholder="Subject: the thread's, when left empty" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={998} className="h-8 text-sm" />
      <div className="flex items-end gap-2">
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={100_000} placeholder="Write a reply…" describedBy={`composer-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={send.isPending} disabled={!text.trim()} />
      </div>
      <p id={`composer-hint-${c.id}`} className="text-muted-foreground px-1 text-[11px] max-sm:sr-only">
        Enter to send · Shift+Enter for a new line
      </p>
    </ReplyForm>
  );
}
