"use client";

import { CircleCheckIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type ImportReport = {
  total: number;
  created: number;
  updated: number;
  rejected: { row: number; reason: string }[];
  /** Set when the person stopped the import part-way. */
  stoppedAt?: number;
};

const SHOWN = 200;

/** What happened to every row, and the rejected ones with their reasons. */
export function ReportStep({ report, onDownload }: { report: ImportReport; onDownload: () => void }) {
  const processed = report.stoppedAt ?? report.total;
  const merged = processed - report.created - report.updated - report.rejected.length;
  const stats = [
    { label: "Created", value: report.created, tone: "text-emerald-700 dark:text-emerald-300" },
    { label: "Updated", value: report.updated, tone: "text-sky-700 dark:text-sky-300" },
    { label: "Rejected", value: report.rejected.length, tone: report.rejected.length ? "text-destructive" : "" },
  ];

  return (
    <div className="grid min-h-0 gap-4">
      <div className="flex items-start gap-3">
        {report.rejected.length ? (
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        ) : (
          <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        )}
        <p className="text-sm">
          {report.stoppedAt !== undefined
            ? `Stopped after ${processed.toLocaleString("en")} of ${report.total.toLocaleString("en")} rows.`
            : `All ${report.total.toLocaleString("en")} rows were processed.`}
          {merged > 0 && ` ${merged.toLocaleString("en")} ${merged === 1 ? "row shared its" : "rows shared their"} phone with another row of the file and ${merged === 1 ? "was" : "were"} merged into it.`}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3" data-testid="import-report">
        {stats.map((s) => (
          <div key={s.label} className="bg-muted/30 rounded-lg border px-4 py-3">
            <dt className="text-muted-foreground text-xs font-medium">{s.label}</dt>
            <dd className={cn("text-2xl font-semibold tabular-nums", s.tone)}>{s.value.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
      {report.rejected.length > 0 && (
        <div className="grid min-h-0 gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium">Rejected rows</h3>
            <Button variant="outline" size="sm" onClick={onDownload}>
              <DownloadIcon aria-hidden="true" />
              Download rejected rows as CSV
            </Button>
          </div>
          <div className="max-h-64 min-h-0 overflow-auto rounded-md border">
            <Table>
              <caption className="sr-only">Rejected rows</caption>
              <TableHeader className="bg-muted/40 sticky top-0">
                <TableRow className="hover:bg-transparent">
                  <TableHead className="w-20">Row</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.rejected.slice(0, SHOWN).map((r) => (
                  <TableRow key={r.row}>
                    <TableCell className="tabular-nums">{r.row}</TableCell>
                    <TableCell className="whitespace-normal">{r.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <p className="text-muted-foreground text-xs">
            Row numbers count data rows (the header is not a row).
            {report.rejected.length > SHOWN && ` The first ${SHOWN} are shown; the download has all ${report.rejected.length.toLocaleString("en")}.`}
          </p>
        </div>
      )}
    </div>
  );
}
