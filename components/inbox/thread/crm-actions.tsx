"use client";

import { ListTodoIcon, LifeBuoyIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { TaskDialog } from "@/components/crm/task-dialog";
import { CreateTicketDialog } from "@/components/crm/create-ticket-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Conversation } from "@/lib/client/types";

/** "Create ticket" and "Create task" from the open conversation, linked to it and its contact; shown to those who may. */
export function CrmActions({ conversation: c }: { conversation: Conversation }) {
  const canTicket = useCan("tickets:write");
  const canTask = useCan("tasks:write");
  const [ticketOpen, setTicketOpen] = useState(false);
  const [taskOpen, setTaskOpen] = useState(false);
  if (!canTicket && !canTask) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" title="Create a ticket or a task">
            <PlusIcon aria-hidden="true" />
            <span className="@max-xl:sr-only">Create</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canTicket && (
            <DropdownMenuItem onSelect={() => setTicketOpen(true)}>
              <LifeBuoyIcon aria-hidden="true" />
              Create ticket
            </DropdownMenuItem>
          )}
          {canTask && (
            <DropdownMenuItem onSelect={() => setTaskOpen(true)}>
              <ListTodoIcon aria-hidden="true" />
              Create task
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateTicketDialog open={ticketOpen} onOpenChange={setTicketOpen} conversation={{ id: c.id, contact: { id: c.contact.id, name: c.contact.name } }} />
      <TaskDialog open={taskOpen} onOpenChange={setTaskOpen} link={{ conversationId: c.id, label: `About ${c.contact.name}, linked to this conversation.` }} />
    </>
  );
}
