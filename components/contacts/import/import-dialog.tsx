"use client";

import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiError, errorMessage } from "@/lib/client/api";
import {
  checkMapping,
  downloadText,
  guessMapping,
  IMPORT_BATCH_SIZE,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  parseCsv,
  rejectedRowsCsv,
  toImportRow,
  type ColumnMapping,
  type ParsedCsv,
} from "@/lib/client/csv-import";
import { importContactsBatch, useCustomFieldKeys, useInvalidateContacts } from "@/lib/client/hooks/use-contacts";
import { FileStep } from "./file-step";
import { ImportProgress } from "./import-progress";
import { MappingStep } from "./mapping-step";
import { ReportStep, type ImportReport } from "./report-step";

type Step = "file" | "mapping" | "importing" | "report";
const STEPS: { id: Step; label: string }[] = [
  { id: "file", label: "Choose file" },
  { id: "mapping", label: "Map columns" },
  { id: "importing", label: "Import" },
  { id: "report", label: "Report" },
];

export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [importing, setImporting] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !importing && onOpenChange(next)}>
      <DialogContent
        className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-[min(48rem,calc(100%-2rem))]"
        // A stray click on the backdrop must not throw away a mapping or hide a running import.
        onInteractOutside={(e) => e.preventDefault()}
        showCloseButton={!importing}
      >
        {open && <ImportFlow onClose={() => onOpenChange(false)} onImportingChange={setImporting} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportFlow({ onClose, onImportingChange }: { onClose: () => void; onImportingChange: (importing: boolean) => void }) {
  const keys = useCustomFieldKeys();
  const invalidate = useInvalidateContacts();
  const [step, setStep] = useState<Step>("file");
  const [file, setFile] = useState<{ name: string; csv: ParsedCsv } | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [countryCode, setCountryCode] = useState("");
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);
  const stop = useRef(false);
  const knownKeys = useMemo(() => (keys.data?.data ?? []).map((k) => k.key), [keys.data]);
  const problems = useMemo(() => checkMapping(mapping), [mapping]);
  const samples = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const c of file?.csv.columns ?? []) {
      out[c] = file!.csv.records
        .slice(0, 50)
        .map((r) => String(r[c] ?? "").trim())
        .filter(Boolean)
        .slice(0, 3);
    }
    return out;
  }, [file]);

  async function onFile(f: File) {
    setFileError(null);
    if (!/\.csv$/i.test(f.name) && f.type !== "text/csv") return setFileError("Choose a .csv file.");
    if (f.size > MAX_IMPORT_BYTES) return setFileError("The file is larger than 20 MB; split it into smaller files.");
    setReading(true);
    try {
      const csv = await parseCsv(f);
      if (!csv.columns.length) return setFileError("The file has no header row.");
      if (!csv.records.length) return setFileError("The file has a header row but no data rows.");
      if (csv.records.length > MAX_IMPORT_ROWS) return setFileError(`The file has ${csv.records.length.toLocaleString("en")} rows; import at most 100,000 at a time.`);
      setFile({ name: f.name, csv });
      setMapping(guessMapping(csv.columns, knownKeys));
      setStep("mapping");
    } catch (err) {
      setFileError(`Could not read the file: ${errorMessage(err)}`);
    } finally {
      setReading(false);
    }
  }

  async function runImport() {
    if (!file) return;
    const { records } = file.csv;
    const rows = records.map((r) => toImportRow(r, mapping));
    const result: ImportReport = { total: rows.length, created: 0, updated: 0, rejected: [] };
    stop.current = false;
    setProgress(0);
    setStep("importing");
    onImportingChange(true);
    for (let offset = 0; offset < rows.length; offset += IMPORT_BATCH_SIZE) {
      if (stop.current) {
        result.stoppedAt = offset;
        break;
      }
      const batch = rows.slice(offset, offset + IMPORT_BATCH_SIZE);
      try {
        const res = await importContactsBatch({ rows: batch, rowOffset: offset, defaultCountryCode: countryCode || undefined });
        result.created += res.created;
        result.updated += res.updated;
        result.rejected.push(...res.rejected);
      } catch (err) {
        // A failed batch is reported row by row, so it can be downloaded and retried.
        const reason = err instanceof ApiError && err.fields.length ? err.fields.map((f) => `${f.path}: ${f.message}`).join("; ") : errorMessage(err);
        batch.forEach((_, i) => result.rejected.push({ row: offset + i + 1, reason: `Batch failed: ${reason}` }));
      }
      setProgress(Math.min(offset + IMPORT_BATCH_SIZE, rows.length));
    }
    result.rejected.sort((a, b) => a.row - b.row);
    onImportingChange(false);
    setReport(result);
    setStep("report");
    await invalidate();
    const summary = `${result.created.toLocaleString("en")} created, ${result.updated.toLocaleString("en")} updated, ${result.rejected.length.toLocaleString("en")} rejected`;
    if (result.rejected.length) toast.warning("Import finished with rejected rows", { description: summary });
    else toast.success("Import finished", { description: summary });
  }

  const countryCodeError = countryCode && !/^\d{1,4}$/.test(countryCode) ? "Use 1 to 4 digits." : null;
  const canImport = !problems.general && !Object.keys(problems.byColumn).length && !countryCodeError;
  const rowCount = file?.csv.records.length ?? 0;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Import contacts from CSV</DialogTitle>
        <DialogDescription>
          {step === "mapping" ? "Check what each column becomes. Columns set to “Don’t import” are skipped." : "Add or update many contacts at once."}
        </DialogDescription>
      </DialogHeader>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" aria-label="Import steps">
        {STEPS.map((s, i) => {
          const current = s.id === step;
          const done = STEPS.findIndex((x) => x.id === step) > i;
          return (
            <li key={s.id} className="flex items-center gap-2" aria-current={current ? "step" : undefined}>
              {i > 0 && <span className="bg-border h-px w-4" aria-hidden="true" />}
              <span
                className={
                  current
                    ? "bg-primary text-primary-foreground flex size-5 items-center justify-center rounded-full font-medium"
                    : done
                      ? "bg-primary/15 text-primary flex size-5 items-center justify-center rounded-full font-medium"
                      : "bg-muted text-muted-foreground flex size-5 items-center justify-center rounded-full"
                }
              >
                {i + 1}
              </span>
              <span className={current ? "font-medium" : "text-muted-foreground"}>{s.label}</span>
            </li>
          );
        })}
      </ol>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        {step === "file" && <FileStep onFile={onFile} busy={reading} error={fileError} />}
        {step === "mapping" && file && (
          <MappingStep
            fileName={file.name}
            rowCount={rowCount}
            parseErrors={file.csv.errors}
            mapping={mapping}
            samples={samples}
            knownKeys={knownKeys}
            problems={problems}
            onMappingChange={setMapping}
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            countryCodeError={countryCodeError}
          />
        )}
        {step === "importing" && (
          <div className="grid gap-3 py-6">
            <ImportProgress done={progress} total={rowCount} label="Importing contacts" />
            <p className="text-muted-foreground text-xs">
              Sending {IMPORT_BATCH_SIZE} rows at a time. Keep this window open until it finishes.
            </p>
          </div>
        )}
        {step === "report" && report && file && (
          <ReportStep
            report={report}
            onDownload={() => downloadText(file.name.replace(/\.csv$/i, "") + "-rejected.csv", rejectedRowsCsv(file.csv.columns, file.csv.records, report.rejected))}
          />
        )}
      </div>

      <DialogFooter>
        {step === "file" && (
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        )}
        {step === "mapping" && (
          <>
            <Button variant="outline" onClick={() => setStep("file")}>
              Back
            </Button>
            <Button onClick={() => void runImport()} disabled={!canImport}>
              Import {rowCount.toLocaleString("en")} {rowCount === 1 ? "row" : "rows"}
            </Button>
          </>
        )}
        {step === "importing" && (
          <Button variant="outline" onClick={() => (stop.current = true)}>
            Stop after this batch
          </Button>
        )}
        {step === "report" && (
          <>
            <Button
              variant="outline"
              onClick={() => {
                setFile(null);
                setReport(null);
                setStep("file");
              }}
            >
              Import another file
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
