"use client";

import { MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { useChatappSandbox } from "@/lib/client/hooks/use-channels";
import { useConversation } from "@/lib/client/hooks/use-conversations";
import { cn } from "@/lib/utils";
import { ContactPanel } from "./contact-panel";
import { ConversationList } from "./list/conversation-list";
import { SimulateCustomer } from "./simulate-customer";
import { ThreadPane } from "./thread/thread-pane";
import { useInboxView } from "./use-inbox-view";

/**
 * Three panes: the list, the open thread and the contact. On phones one pane shows at a
 * time (the list until a conversation is picked); the contact pane is a column on wide
 * screens and can be hidden to give the thread room.
 */
export function InboxView() {
  const { view, update } = useInboxView();
  const sandbox = useChatappSandbox();
  const [contactOpen, setContactOpen] = useState(true);
  const open = useConversation(view.c);
  const contactId = open.data?.contact.id;

  return (
    <div
      className={cn(
        "grid h-[calc(100svh-3.5rem)] min-h-0 grid-cols-1 overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]",
        view.c && contactOpen && "xl:grid-cols-[20rem_minmax(0,1fr)_20rem]",
      )}
    >
      <div className={cn("flex min-h-0 flex-col", view.c && "hidden md:flex")}>
        <div className="flex items-center gap-2 border-r px-4 pt-3">
          <h1 className="text-lg font-semibold tracking-tight">Inbox</h1>
          {sandbox && (
            <Badge variant="outline" className="text-amber-700 dark:text-amber-400">
              Sandbox
            </Badge>
          )}
        </div>
        <ConversationList view={view} update={update} />
        {sandbox && (
          <div className="border-r">
            <SimulateCustomer onReceived={(id) => update({ c: id })} />
          </div>
        )}
      </div>
      <div className={cn("min-h-0 min-w-0", view.c ? "flex flex-col" : "hidden md:flex md:flex-col")}>
        {view.c ? (
          <ThreadPane
            conversationId={view.c}
            onBack={() => update({ c: null })}
            contactOpen={contactOpen}
            onToggleContact={() => setContactOpen((o) => !o)}
          />
        ) : (
          <EmptyState icon={MessagesSquareIcon} title="Pick a conversation" description="Choose a conversation on the left to read it and reply." />
        )}
      </div>
      {view.c && contactOpen && contactId && (
        <div className="hidden min-h-0 xl:flex xl:flex-col">
          <ContactPanel contactId={contactId} onClose={() => setContactOpen(false)} />
        </div>
      )}
    </div>
  );
}
