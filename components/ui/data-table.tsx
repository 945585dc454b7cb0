"use client"

import * as React from "react"
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from "@tanstack/react-table"
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  ChevronsUpDownIcon,
} from "lucide-react"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Skeleton } from "@/components/ui/skeleton"
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table"

/** Server-driven ("manual") pagination. `page` is 1-based. */
type DataTablePagination = {
  /** Current page, 1-based. */
  page: number
  /** Total number of pages (0 or 1 when there is a single/empty page). */
  pageCount: number
  /** Called with the requested 1-based page. */
  onPageChange: (page: number) => void
}

type DataTableProps<TData, TValue> = {
  columns: ColumnDef<TData, TValue>[]
  data: TData[]
  /** Render skeleton rows instead of data. */
  isLoading?: boolean
  /** Number of skeleton rows while loading. Defaults to 5. */
  loadingRowCount?: number
  /** Custom node rendered when there are no rows (e.g. an `<EmptyState />`). */
  emptyState?: React.ReactNode
  /** Fallback text when `emptyState` is not given. Defaults to "No results." */
  emptyMessage?: React.ReactNode
  /** Enables manual (server-side) pagination controls. */
  pagination?: DataTablePagination
  /**
   * Controlled sorting state. When `onSortingChange` is provided, sorting is
   * manual by default (the parent is expected to fetch sorted data); otherwise
   * rows are sorted client-side.
   */
  sorting?: SortingState
  onSortingChange?: OnChangeFn<SortingState>
  /** Override whether sorting is performed by the parent/server. */
  manualSorting?: boolean
  /** Stable row id (defaults to the row index). */
  getRowId?: (originalRow: TData, index: number) => string
  /** Accessible caption for the table (visually hidden). */
  caption?: string
  className?: string
}

function DataTable<TData, TValue>({
  columns,
  data,
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  emptyMessage = "No results.",
  pagination,
  sorting: sortingProp,
  onSortingChange,
  manualSorting,
  getRowId,
  caption,
  className,
}: DataTableProps<TData, TValue>) {
  const [internalSorting, setInternalSorting] = React.useState<SortingState>(
    []
  )
  const sorting = sortingProp ?? internalSorting
  const isManualSorting = manualSorting ?? onSortingChange !== undefined

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns non-memoizable functions; this component is not memoized.
  const table = useReactTable<TData>({
    data,
    columns,
    getRowId,
    state: { sorting },
    onSortingChange: onSortingChange ?? setInternalSorting,
    manualSorting: isManualSorting,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    ...(isManualSorting ? {} : { getSortedRowModel: getSortedRowModel() }),
  })

  const visibleColumnCount = table.getVisibleLeafColumns().length || 1
  const rows = table.getRowModel().rows

  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-4", className)}>
      <div className="overflow-hidden rounded-md border">
        <Table aria-busy={isLoading || undefined}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <TableHeader>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id}>
                {headerGroup.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const ariaSort = !header.column.getCanSort()
                    ? undefined
                    : sorted === "asc"
                      ? "ascending"
                      : sorted === "desc"
                        ? "descending"
                        : "none"

                  return (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={header.isPlaceholder ? undefined : ariaSort}
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(
                            header.column.columnDef.header,
                            header.getContext()
                          )}
                    </TableHead>
                  )
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {isLoading ? (
              Array.from({ length: loadingRowCount }, (_, rowIndex) => (
                <TableRow
                  key={`skeleton-${rowIndex}`}
                  data-slot="data-table-skeleton-row"
                  className="hover:bg-transparent"
                >
                  {Array.from({ length: visibleColumnCount }, (_, cellIndex) => (
                    <TableCell key={cellIndex}>
                      <Skeleton className="h-5 w-full max-w-48" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length ? (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow className="hover:bg-transparent">
                <TableCell
                  colSpan={visibleColumnCount}
                  className={cn(
                    "text-center whitespace-normal",
                    emptyState ? "p-0" : "text-muted-foreground h-24"
                  )}
                >
                  {emptyState ?? emptyMessage}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && (
        <DataTablePaginationControls {...pagination} />
      )}
    </div>
  )
}

function DataTablePaginationControls({
  page,
  pageCount,
  onPageChange,
}: DataTablePagination) {
  const lastPage = Math.max(pageCount, 1)
  const current = Math.min(Math.max(page, 1), lastPage)
  const canPrevious = current > 1
  const canNext = current < lastPage

  return (
    <nav
      aria-label="Pagination"
      data-slot="data-table-pagination"
      className="flex items-center justify-between gap-2 px-2"
    >
      <div
        className="text-muted-foreground text-sm"
        aria-live="polite"
        aria-atomic="true"
      >
        Page {current} of {lastPage}
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          className="hidden sm:inline-flex"
          onClick={() => onPageChange(1)}
          disabled={!canPrevious}
          aria-label="Go to first page"
        >
          <ChevronsLeftIcon />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(current - 1)}
          disabled={!canPrevious}
          aria-label="Go to previous page"
        >
          <ChevronLeftIcon />
          <span>Previous</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(current + 1)}
          disabled={!canNext}
          aria-label="Go to next page"
        >
          <span>Next</span>
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          className="hidden sm:inline-flex"
          onClick={() => onPageChange(lastPage)}
          disabled={!canNext}
          aria-label="Go to last page"
        >
          <ChevronsRightIcon />
        </Button>
      </div>
    </nav>
  )
}

type DataTableColumnHeaderProps<TData, TValue> = Omit<
  React.ComponentProps<"div">,
  "title"
> & {
  column: Column<TData, TValue>
  title: React.ReactNode
}

/** Sortable header cell content: `header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />` */
function DataTableColumnHeader<TData, TValue>({
  column,
  title,
  className,
  ...props
}: DataTableColumnHeaderProps<TData, TValue>) {
  if (!column.getCanSort()) {
    return (
      <div className={cn(className)} {...props}>
        {title}
      </div>
    )
  }

  const sorted = column.getIsSorted()

  return (
    <div className={cn("flex items-center", className)} {...props}>
      <Button
        variant="ghost"
        size="sm"
        className="data-[state=open]:bg-accent -ml-3 h-8"
        onClick={() => column.toggleSorting(sorted === "asc")}
      >
        <span>{title}</span>
        {sorted === "desc" ? (
          <ArrowDownIcon aria-hidden="true" />
        ) : sorted === "asc" ? (
          <ArrowUpIcon aria-hidden="true" />
        ) : (
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        )}
      </Button>
    </div>
  )
}

export { DataTable, DataTableColumnHeader, DataTablePaginationControls }
export type { DataTableProps, DataTablePagination, DataTableColumnHeaderProps }
