"use client";

import { HandshakeIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { useCrmList, useUpdateCrm, type Lead } from "@/lib/client/hooks/use-crm";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useCan } from "@/lib/client/hooks/use-me";
import { LEAD_STAGES } from "@/db/enums";
import { AssigneeSelect } from "./assignee-select";
import { formatMoney, LEAD_STAGE_LABELS } from "./crm-format";
import { LeadDialog } from "./lead-dialog";
import { ListError, ListLoading } from "./list-states";
import { RowDelete } from "./row-delete";

const STATUSES = [
  { value: "open", label: "Open" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
  { value: "all", label: "All leads" },
];

/** The leads list: stage and owner changed in the row, title and value in a dialog, delete after confirmation. */
export function LeadsView() {
  const canWrite = useCan("leads:write");
  const [status, setStatus] = useState("open");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Lead | null | undefined>(undefined);
  const q = useDebounced(search.trim(), 300);
  const list = useCrmList("leads", new URLSearchParams({ ...(status !== "all" ? { status } : {}), ...(q ? { search: q } : {}), limit: "100" }).toString());
  const update = useUpdateCrm("leads");

  function change(l: Lead, body: Record<string, unknown>, done: string) {
    update.mutate({ id: l.id, body }, { onSuccess: () => toast.success(done, { description: l.title }), onError: (err) => toast.error("Could not change the lead", { description: errorMessage(err) }) });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-4 p-4 lg:p-8">
      <PageHeader
        title="Leads"
        description="Possible deals with your contacts, from first touch to won or lost."
        actions={
          canWrite && (
            <Button onClick={() => setEditing(null)}>
              <PlusIcon aria-hidden="true" />
              New lead
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Input className="w-full sm:w-64" placeholder="Search leads" aria-label="Search leads" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger className="w-36" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUSES.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading leads" />
      ) : list.isError ? (
        <ListError error={list.error} retry={() => void list.refetch()} />
      ) : !list.data.data.length ? (
        <EmptyState icon={HandshakeIcon} title={q || status !== "open" ? "No leads match" : "No open leads yet"} description="Create one here, or from a conversation in the inbox." />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Lead</TableHead>
                <TableHead className="text-right">Value</TableHead>
                <TableHead>Stage</TableHead>
                <TableHead className="max-md:hidden">Owner</TableHead>
                <TableHead className="w-24">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.data.map((l) => (
                <TableRow key={l.id} data-testid="lead-row">
                  <TableCell className="max-w-64">
                    <p className="truncate font-medium">{l.title}</p>
                    <p className="text-muted-foreground truncate text-xs">
                      {l.contact.name}
                      {l.source ? ` · ${l.source}` : ""}
                    </p>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(l.value, l.currency)}</TableCell>
                  <TableCell>
                    <Select value={l.stage} onValueChange={(v) => change(l, { stage: v }, `Moved to ${LEAD_STAGE_LABELS[v as Lead["stage"]]}`)} disabled={!canWrite}>
                      <SelectTrigger className="w-32" aria-label={`Stage of ${l.title}`}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {LEAD_STAGES.map((s) => (
                          <SelectItem key={s} value={s}>
                            {LEAD_STAGE_LABELS[s]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </TableCell>
                  <TableCell className="w-44 max-md:hidden">
                    <AssigneeSelect value={l.assignee?.id ?? null} onChange={(v) => change(l, { assigneeId: v }, v ? "Lead assigned" : "Lead unassigned")} disabled={!canWrite || l.status !== "open"} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label={`Edit lead ${l.title}`} onClick={() => setEditing(l)} disabled={!canWrite || l.status !== "open"}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <RowDelete kind="leads" id={l.id} name={l.title} what="lead" disabled={!canWrite} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <LeadDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} lead={editing} />
    </div>
  );
}
