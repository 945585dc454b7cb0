"use client";

import { LockIcon, ReplyIcon } from "lucide-react";
import { useState } from "react";
import { channelUi } from "@/components/channels/lookup";
import { useInboxFromList } from "@/components/inboxes/use-inboxes";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import type { Conversation } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { NoteComposer } from "../notes/note-composer";
import { ComposerNotice as Notice } from "./composer-notice";
import { InboxDeletedNotice } from "./inbox-deleted-notice";
import { ReplyPresenceProvider } from "./reply-presence";

/**
 * Reply or private note: two tabs over the same place, each keeping its draft while the other is
 * shown. People who cannot act on conversations (marketers) get the reply side alone.
 */
export function Composer({ conversation: c }: { conversation: Conversation }) {
  const me = useMe();
  const canNote = useCan("conversations:write");
  const [mode, setMode] = useState<"reply" | "note">("reply");
  // Until /me answers we don't know the role: keep the space without claiming anything.
  if (me.isPending) return <div className="h-[4.5rem] border-t" aria-hidden="true" />;
  if (!canNote) return <ReplyComposer conversation={c} />;
  return (
    <Tabs value={mode} onValueChange={(v) => setMode(v as "reply" | "note")} className={cn("gap-0 border-t", mode === "note" && "bg-amber-500/5")}>
      <TabsList className="mx-3 mt-2 h-8" aria-label="Write">
        <TabsTrigger value="reply" className="text-xs">
          <ReplyIcon aria-hidden="true" />
          Reply
        </TabsTrigger>
        <TabsTrigger value="note" className="text-xs">
          <LockIcon aria-hidden="true" />
          Private note
        </TabsTrigger>
      </TabsList>
      {/* Both stay mounted, so switching keeps what was typed; the composers' own top border gives way to the tabs'. */}
      <TabsContent value="reply" forceMount className="data-[state=inactive]:hidden [&>*]:border-t-0">
        <ReplyComposer conversation={c} />
      </TabsContent>
      <TabsContent value="note" forceMount className="data-[state=inactive]:hidden">
        <NoteComposer conversationId={c.id} />
      </TabsContent>
    </Tabs>
  );
}

function ReplyComposer({ conversation: c }: { conversation: Conversation }) {
  const canSend = useCan("messages:send");
  const canManage = useCan("channels:write");
  const inbox = useInboxFromList(c.inbox.id);
  if (!canSend) return <Notice>Your role can read conversations but not send messages.</Notice>;
  // A deleted inbox keeps its conversations read-only; the server refuses sends (409 inbox_deleted).
  if (inbox?.status === "deleted") return <InboxDeletedNotice name={c.inbox.name} canManage={canManage} />;
  // Each channel draws its own reply box: what the channel and its window allow; typing and the
  // collision check come from the shared reply field inside it.
  const ForChannel = channelUi(c.channel).Composer;
  if (!ForChannel) return <Notice>Replies on this channel are not available yet.</Notice>;
  return (
    <ReplyPresenceProvider conversationId={c.id}>
      <ForChannel conversation={c} />
    </ReplyPresenceProvider>
  );
}
