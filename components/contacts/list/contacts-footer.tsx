"use client";

import { DataTablePaginationControls } from "@/components/ui/data-table";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PAGE_SIZES, type ContactView } from "@/lib/client/contact-view";
import type { ContactList } from "@/lib/client/types";
import type { UpdateView } from "./use-contact-view";

/** "Showing 21–40 of 143", the page size, and the page buttons. */
export function ContactsFooter({ view, update, pagination, shown }: { view: ContactView; update: UpdateView; pagination: ContactList["pagination"]; shown: number }) {
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = first + shown - 1;
  const total = `${pagination.totalIsExact ? "" : "about "}${pagination.total.toLocaleString("en")}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
      <p className="text-muted-foreground text-sm tabular-nums" data-testid="contacts-count">
        {shown ? `Showing ${first.toLocaleString("en")}–${last.toLocaleString("en")} of ${total}` : `${total} contacts`}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <span id="contacts-page-size" className="text-muted-foreground text-sm">
            Rows per page
          </span>
          <Select value={String(view.limit)} onValueChange={(v) => update({ limit: Number(v) })}>
            <SelectTrigger size="sm" className="w-18" aria-labelledby="contacts-page-size">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((s) => (
                <SelectItem key={s} value={String(s)}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DataTablePaginationControls
          page={pagination.page}
          pageCount={pagination.totalPages}
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </div>
  );
}
