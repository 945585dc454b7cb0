"use client";

import { flexRender, type Table as TanstackTable } from "@tanstack/react-table";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Contact } from "@/lib/client/types";
import { cn } from "@/lib/utils";

/**
 * The rows of the contacts table, shadcn's data-table markup over a table instance owned by
 * the page (the toolbar's column menu and the selection bar read the same instance).
 */
export function ContactsTable({
  table,
  isLoading,
  isFetching,
  emptyState,
}: {
  table: TanstackTable<Contact>;
  isLoading: boolean;
  isFetching: boolean;
  emptyState: React.ReactNode;
}) {
  const columns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  return (
    <div className={cn("overflow-hidden rounded-md border transition-opacity", isFetching && !isLoading && "opacity-70")}>
      <Table aria-busy={isLoading || isFetching || undefined} data-testid="contacts-table">
        <caption className="sr-only">Contacts</caption>
        <TableHeader className="bg-muted/40">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    className={cn(header.column.id === "select" && "w-10", header.column.id === "actions" && "w-12")}
                    aria-sort={!header.column.getCanSort() ? undefined : sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: 8 }, (_, r) => (
              <TableRow key={`skeleton-${r}`} className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableCell key={column.id} className="h-[53px]">
                    {column.id === "select" ? (
                      <Skeleton className="size-4 rounded-[4px]" />
                    ) : column.id === "name" ? (
                      <div className="flex items-center gap-3">
                        <Skeleton className="size-8 rounded-full" />
                        <div className="grid gap-1.5">
                          <Skeleton className="h-3.5 w-28" />
                          <Skeleton className="h-3 w-36" />
                        </div>
                      </div>
                    ) : column.id === "actions" ? null : (
                      <Skeleton className="h-5 w-16" />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length ? (
            rows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? "selected" : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="p-0 whitespace-normal">
                {emptyState}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
