"use client";

import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useCan } from "@/lib/client/hooks/use-me";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { TicketsBoard } from "./tickets-board";
import { TicketSheet } from "./ticket-sheet";

const ANY = "any";

/** The tickets page: search and assignee filter over the board, the sheet of the ticket picked, a new-ticket dialog. */
export function TicketsView() {
  const canWrite = useCan("tickets:write");
  const [search, setSearch] = useState("");
  const [assignee, setAssignee] = useState(ANY);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const q = useDebounced(search.trim(), 300);
  const filter = new URLSearchParams({ ...(q ? { search: q } : {}), ...(assignee !== ANY ? { assigneeId: assignee } : {}) }).toString();

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-4 p-4 lg:p-8">
      <PageHeader
        title="Tickets"
        description="Customer issues by status. Drag a card, or focus it and press space then the arrow keys, to change its status."
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New ticket
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Input className="w-full sm:w-64" placeholder="Search tickets" aria-label="Search tickets" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select value={assignee} onValueChange={setAssignee}>
          <SelectTrigger className="w-44" aria-label="Assignee">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Anyone</SelectItem>
            <SelectItem value="me">Assigned to me</SelectItem>
            <SelectItem value="none">Unassigned</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <TicketsBoard filter={filter} onOpen={(t) => setOpen(t.id)} canWrite={canWrite} />
      <TicketSheet id={open} onClose={() => setOpen(null)} canWrite={canWrite} />
      <CreateTicketDialog open={creating} onOpenChange={setCreating} onCreated={(t) => setOpen(t.id)} />
    </div>
  );
}
