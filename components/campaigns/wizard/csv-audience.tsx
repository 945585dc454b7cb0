"use client";

import { CircleCheckIcon, FileSpreadsheetIcon, Loader2Icon, TriangleAlertIcon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiError, errorMessage } from "@/lib/client/api";
import { MAX_IMPORT_ROWS } from "@/lib/campaigns/schemas";
import { audienceRows } from "@/lib/client/campaign-wizard";
import { parseCsv } from "@/lib/client/csv-import";
import { useImportAudience } from "@/lib/client/hooks/use-campaigns";
import { cn } from "@/lib/utils";
import type { CsvState } from "./wizard-types";

const SHOWN_REJECTED = 100;

/**
 * An audience from a file: read in the browser (papaparse), sent as rows to import-audience,
 * which matches phones to contacts (creating the missing ones when asked) and answers a batch
 * the campaign targets, with the rows it rejected and why.
 */
export function CsvAudience({ csv, onCsv, onBatch }: { csv: CsvState; onCsv: (next: CsvState) => void; onBatch: (batchId: string | null) => void }) {
  const id = useId();
  const importAudience = useImportAudience();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const countryCode = csv.countryCode ?? "";
  const createMissing = csv.createMissing ?? true;

  async function read(file: File) {
    setProblem(null);
    setReading(true);
    try {
      const parsed = await parseCsv(file);
      const { rows, missing } = audienceRows(parsed.columns, parsed.records);
      if (missing.length) setProblem(`The file has no ${missing.join(", ")} column. Its columns: ${parsed.columns.join(", ") || "none"}.`);
      else if (rows.length === 0) setProblem("The file has no rows under its header.");
      else if (rows.length > MAX_IMPORT_ROWS) setProblem(`The file has ${rows.length.toLocaleString("en")} rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en")} can be uploaded at once.`);
      onCsv({ ...csv, fileName: file.name, rows: missing.length || rows.length > MAX_IMPORT_ROWS ? [] : rows, result: null });
      onBatch(null);
    } catch (err) {
      setProblem(`Could not read the file: ${errorMessage(err)}`);
    } finally {
      setReading(false);
    }
  }

  async function upload() {
    setCountryError(null);
    try {
      const result = await importAudience.mutateAsync({ data: csv.rows, createMissing, ...(countryCode ? { defaultCountryCode: countryCode } : {}) });
      onCsv({ ...csv, result });
      onBatch(result.batchId);
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.find((f) => f.path === "defaultCountryCode") : undefined;
      if (field) setCountryError(field.message.charAt(0).toUpperCase() + field.message.slice(1));
      else toast.error("Could not upload the list", { description: errorMessage(err) });
    }
  }

  return (
    <div className="grid gap-5">
      <label
        htmlFor={`${id}-file`}
        className="bg-muted/30 hover:bg-muted/60 has-focus-visible:ring-ring/50 flex cursor-pointer items-center gap-4 rounded-lg border-2 border-dashed px-5 py-5 transition-colors has-focus-visible:ring-[3px]"
      >
        <span className="bg-background text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-full border">
          {reading ? <Loader2Icon className="size-5 animate-spin" aria-hidden="true" /> : <UploadIcon className="size-5" aria-hidden="true" />}
        </span>
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">{csv.fileName ? `${csv.fileName} · ${csv.rows.length.toLocaleString("en")} rows` : "Choose a CSV file"}</span>
          <span className="text-muted-foreground text-xs">Columns: name, phone, email, tags (comma-separated tag names). UTF-8 with a header row.</span>
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          disabled={reading || importAudience.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
            e.target.value = "";
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-cc`}>Default country code</Label>
          <Input
            id={`${id}-cc`}
            inputMode="numeric"
            placeholder="e.g. 971"
            value={countryCode}
            onChange={(e) => onCsv({ ...csv, countryCode: e.target.value.replace(/[^\d]/g, "").slice(0, 4), result: null })}
            aria-invalid={!!countryError || undefined}
            aria-describedby={`${id}-cc-hint`}
          />
          <p id={`${id}-cc-hint`} className={cn("text-xs", countryError ? "text-destructive" : "text-muted-foreground")}>
            {countryError ?? "For numbers written without one (050 123 4567)."}
          </p>
        </div>
        <div className="flex items-start justify-between gap-3 rounded-md border px-3 py-2.5">
          <Label htmlFor={`${id}-create`} className="grid gap-1 leading-snug font-normal">
            <span className="font-medium">Create missing contacts</span>
            <span className="text-muted-foreground text-xs">Phones that match no contact become new contacts; unknown tags are created.</span>
          </Label>
          <Switch id={`${id}-create`} checked={createMissing} onCheckedChange={(v) => onCsv({ ...csv, createMissing: v, result: null })} />
        </div>
      </div>

      {csv.rows.length > 0 && !csv.result && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3">
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <FileSpreadsheetIcon className="size-4" aria-hidden="true" />
            {csv.rows.length.toLocaleString("en")} rows ready. Uploading matches them to your contacts.
          </p>
          <Button type="button" onClick={() => void upload()} disabled={importAudience.isPending}>
            {importAudience.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Upload {csv.rows.length.toLocaleString("en")} rows
          </Button>
        </div>
      )}

      {csv.result && <ImportReport result={csv.result} />}
    </div>
  );
}

function ImportReport({ result }: { result: NonNullable<CsvState["result"]> }) {
  const rejected = result.rejected;
  const stats = [
    { label: "Matched", value: result.matched, tone: "text-sky-700 dark:text-sky-300" },
    { label: "Created", value: result.created, tone: "text-emerald-700 dark:text-emerald-300" },
    { label: "Rejected", value: rejected.length, tone: rejected.length ? "text-destructive" : "" },
  ];
  return (
    <div className="grid gap-3" data-testid="import-audience-report">
      <p className="flex items-center gap-2 text-sm">
        {rejected.length ? (
          <TriangleAlertIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        ) : (
          <CircleCheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        )}
        The list is uploaded: {(result.matched + result.created).toLocaleString("en")} contacts form this campaign’s audience.
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div key={s.label} className="bg-muted/30 rounded-lg border px-4 py-3">
            <dt className="text-muted-foreground text-xs font-medium">{s.label}</dt>
            <dd className={cn("text-2xl font-semibold tabular-nums", s.tone)}>{s.value.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
      {rejected.length > 0 && (
        <div className="max-h-56 overflow-auto rounded-md border">
          <Table>
            <caption className="sr-only">Rejected rows</caption>
            <TableHeader className="bg-muted/40 sticky top-0">
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-20">Row</TableHead>
                <TableHead>Reason</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rejected.slice(0, SHOWN_REJECTED).map((r) => (
                <TableRow key={r.row}>
                  <TableCell className="tabular-nums">{r.row}</TableCell>
                  <TableCell className="whitespace-normal">{r.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rejected.length > SHOWN_REJECTED && <p className="text-muted-foreground px-3 py-2 text-xs">The first {SHOWN_REJECTED} of {rejected.length.toLocaleString("en")} are shown.</p>}
        </div>
      )}
    </div>
  );
}
