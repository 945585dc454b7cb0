"use client";

import { MessageSquareDashedIcon } from "lucide-react";
import { useEffect } from "react";
import { TypingIndicator } from "@/components/live/typing-indicator";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useConversation, useConversationAction } from "@/lib/client/hooks/use-conversations";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNotes } from "@/lib/client/hooks/use-notes";
import { Composer } from "../composer/composer";
import { ThreadHeader } from "./thread-header";
import { ThreadMessages } from "./thread-messages";

/** The middle pane: the open conversation's header, its messages, who is typing and the reply box. */
export function ThreadPane({
  conversationId,
  onBack,
  contactOpen,
  onToggleContact,
}: {
  conversationId: string;
  onBack: () => void;
  contactOpen: boolean;
  onToggleContact: () => void;
}) {
  const conversation = useConversation(conversationId);
  const markRead = useConversationAction();
  const canWrite = useCan("conversations:write");
  const myId = useMe().data?.user?.id;
  const notes = useNotes(conversationId, { enabled: canWrite });
  const unread = (conversation.data?.unreadCount ?? 0) > 0;
  // A note mentioning me that I have not seen: opening the conversation is seeing it.
  const mentioned = !!myId && !!notes.data?.some((n) => n.mentions.some((m) => m.id === myId && !m.readAt));
  const { mutate } = markRead;

  // Opening a conversation reads it; so does a new message (or mention) arriving while it is open.
  useEffect(() => {
    if ((unread || mentioned) && canWrite) mutate({ id: conversationId, action: "read" });
  }, [conversationId, unread, mentioned, canWrite, mutate]);

  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <EmptyState
        icon={MessageSquareDashedIcon}
        title={missing ? "Conversation not found" : "Could not load the conversation"}
        description={missing ? "It may belong to another company, or the link is wrong." : errorMessage(conversation.error)}
      />
    );
  }
  if (!conversation.data) {
    return (
      <div className="grid gap-3 p-4" aria-label="Loading conversation">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const c = conversation.data;
  return (
    <section aria-label={`Conversation with ${c.contact.name}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ThreadHeader conversation={c} onBack={onBack} contactOpen={contactOpen} onToggleContact={onToggleContact} />
      <ThreadMessages key={c.id} conversationId={c.id} />
      <TypingIndicator conversationId={c.id} />
      <Composer key={`composer-${c.id}`} conversation={c} />
    </section>
  );
}
