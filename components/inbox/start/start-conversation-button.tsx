"use client";

import { MessageSquarePlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/lib/client/hooks/use-me";
import type { StartContact } from "./contact-chooser";
import { StartConversationDialog } from "./start-conversation-dialog";

/** "New conversation" in the inbox, "Message" on a contact: the same dialog, with or without the contact chosen. */
export function StartConversationButton({ contact, label = "New conversation", ...props }: { contact?: StartContact } & React.ComponentProps<typeof Button> & { label?: string }) {
  const [open, setOpen] = useState(false);
  const canSend = useCan("messages:send");
  if (!canSend) return null;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} {...props}>
        <MessageSquarePlusIcon aria-hidden="true" />
        {label}
      </Button>
      <StartConversationDialog contact={contact} open={open} onOpenChange={setOpen} />
    </>
  );
}
