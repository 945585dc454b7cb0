"use client";

import { MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { useMediaQuery } from "@/components/dashboard/use-media-query";
import { LiveStatusBadge } from "@/components/live/live-status-badge";
import { Badge } from "@/components/ui/badge";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { EmptyState } from "@/components/ui/empty-state";
import { useSandboxChannels } from "@/lib/client/hooks/use-channel-layer";
import { useConversation } from "@/lib/client/hooks/use-conversations";
import { cn } from "@/lib/utils";
import { ContactPanel } from "./contact-panel";
import { ConversationList } from "./list/conversation-list";
import { canSimulate, SimulateCustomer } from "./simulate-customer";
import { StartConversationButton } from "./start/start-conversation-button";
import { ThreadPane } from "./thread/thread-pane";
import { useInboxView } from "./use-inbox-view";

/**
 * Three panes: the list, the open thread and the contact. On phones one pane shows at a
 * time (the list until a conversation is picked); the contact pane is a column on wide
 * screens and can be hidden to give the thread room.
 */
export function InboxView() {
  const { view, update } = useInboxView();
  // The channels in sandbox mode the simulate panel can write on (chatapp first, as the status list orders them).
  const sandboxChannels = useSandboxChannels().filter(canSimulate);
  const sandbox = sandboxChannels.length > 0;
  // The contact is a column on wide screens (shown until hidden) and a sheet below (shown on demand).
  const wide = useMediaQuery("(min-width: 1280px)");
  const [columnOpen, setColumnOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const contactOpen = wide ? columnOpen : sheetOpen;
  const toggleContact = () => (wide ? setColumnOpen((o) => !o) : setSheetOpen((o) => !o));
  const open = useConversation(view.c);
  const contactId = open.data?.contact.id;

  return (
    <div
      className={cn(
        "grid h-[calc(100svh-3.5rem)] min-h-0 grid-cols-1 overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]",
        view.c && columnOpen && "xl:grid-cols-[20rem_minmax(0,1fr)_20rem]",
      )}
    >
      <div className={cn("flex min-h-0 flex-col md:border-r", view.c && "hidden md:flex")}>
        <div className="flex items-center gap-2 px-4 pt-3">
          <h1 className="text-lg font-semibold tracking-tight">Inbox</h1>
          {sandbox && (
            <Badge variant="outline" className="text-amber-700 dark:text-amber-400">
              Sandbox
            </Badge>
          )}
          <LiveStatusBadge />
          <StartConversationButton className="ml-auto" />
        </div>
        <ConversationList view={view} update={update} />
        {sandbox && <SimulateCustomer channels={sandboxChannels} onReceived={(id) => update({ c: id })} />}
      </div>
      <div className={cn("min-h-0 min-w-0", view.c ? "flex flex-col" : "hidden md:flex md:flex-col")}>
        {view.c ? (
          <ThreadPane
            conversationId={view.c}
            onBack={() => update({ c: null })}
            contactOpen={contactOpen}
            onToggleContact={toggleContact}
          />
        ) : (
          <EmptyState icon={MessagesSquareIcon} title="Pick a conversation" description="Choose a conversation on the left to read it and reply." />
        )}
      </div>
      {wide && view.c && columnOpen && contactId && (
        <div className="flex min-h-0 flex-col">
          <ContactPanel contactId={contactId} onClose={() => setColumnOpen(false)} />
        </div>
      )}
      {!wide && (
        <Sheet open={sheetOpen && !!contactId} onOpenChange={setSheetOpen}>
          <SheetContent className="w-80 gap-0 p-0 sm:max-w-80" aria-describedby={undefined} showCloseButton={false}>
            <SheetTitle className="sr-only">Contact details</SheetTitle>
            {contactId && <ContactPanel contactId={contactId} onClose={() => setSheetOpen(false)} />}
          </SheetContent>
        </Sheet>
      )}
    </div>
  );
}
