"use client";

import { ArrowRightIcon, CircleAlertIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { FIELD_TARGETS, TARGET_LABELS, type ColumnMapping, type MappingProblems, type Target } from "@/lib/client/csv-import";
import { cn } from "@/lib/utils";

type Props = {
  fileName: string;
  rowCount: number;
  parseErrors: string[];
  mapping: ColumnMapping[];
  samples: Record<string, string[]>;
  knownKeys: string[];
  problems: MappingProblems;
  onMappingChange: (mapping: ColumnMapping[]) => void;
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  countryCodeError: string | null;
};

/** Each CSV column, a few of its values, and what it becomes on the contact. */
export function MappingStep(props: Props) {
  const { mapping, samples, knownKeys, problems, onMappingChange } = props;
  const id = useId();
  const set = (i: number, patch: Partial<ColumnMapping>) => onMappingChange(mapping.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  return (
    <div className="grid min-h-0 gap-4">
      <p className="text-muted-foreground text-sm">
        <span className="text-foreground font-medium">{props.fileName}</span> · {props.rowCount.toLocaleString("en")}{" "}
        {props.rowCount === 1 ? "row" : "rows"} · {mapping.length} {mapping.length === 1 ? "column" : "columns"}
      </p>
      {props.parseErrors.length > 0 && (
        <div className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-200">
          <p className="font-medium">Some rows could not be read cleanly:</p>
          <ul className="mt-1 list-disc pl-5 text-xs">
            {props.parseErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="min-h-0 overflow-auto rounded-md border">
        <Table>
          <caption className="sr-only">Column mapping</caption>
          <TableHeader className="bg-muted/40 sticky top-0 z-10 backdrop-blur">
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-[42%]">CSV column</TableHead>
              <TableHead className="w-6 px-0" aria-hidden="true" />
              <TableHead>Import as</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {mapping.map((m, i) => {
              const problem = problems.byColumn[m.column];
              const errorId = `${id}-${i}-error`;
              return (
                <TableRow key={m.column} className={cn("align-top hover:bg-transparent", m.target === "ignore" && "text-muted-foreground")}>
                  <TableCell className="py-3 whitespace-normal">
                    <div className="font-medium break-words">{m.column}</div>
                    <div className="text-muted-foreground mt-0.5 line-clamp-1 text-xs break-all">
                      {samples[m.column]?.length ? samples[m.column].join(" · ") : "Empty in the first rows"}
                    </div>
                  </TableCell>
                  <TableCell className="text-muted-foreground px-0 py-4">
                    <ArrowRightIcon className="size-4" aria-hidden="true" />
                  </TableCell>
                  <TableCell className="py-3 whitespace-normal">
                    <div className="flex flex-wrap gap-2">
                      <Select value={m.target} onValueChange={(v) => set(i, { target: v as Target })}>
                        <SelectTrigger size="sm" className="w-36" aria-label={`Import “${m.column}” as`} aria-invalid={!!problem || undefined}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {FIELD_TARGETS.map((t) => (
                            <SelectItem key={t} value={t}>
                              {TARGET_LABELS[t]}
                            </SelectItem>
                          ))}
                          <SelectSeparator />
                          <SelectItem value="custom">{TARGET_LABELS.custom}</SelectItem>
                          <SelectItem value="ignore">{TARGET_LABELS.ignore}</SelectItem>
                        </SelectContent>
                      </Select>
                      {m.target === "custom" && (
                        <Input
                          value={m.key}
                          onChange={(e) => set(i, { key: e.target.value.trim() })}
                          list={`${id}-keys`}
                          placeholder="field_key"
                          aria-label={`Custom field key for “${m.column}”`}
                          aria-invalid={!!problem || undefined}
                          aria-describedby={problem ? errorId : undefined}
                          className="h-8 w-40 font-mono text-xs"
                          spellCheck={false}
                        />
                      )}
                    </div>
                    {problem && (
                      <p id={errorId} className="text-destructive mt-1.5 text-xs">
                        {problem}
                      </p>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <datalist id={`${id}-keys`}>
          {knownKeys.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
      </div>
      {problems.general && (
        <p role="alert" className="text-destructive flex items-start gap-2 text-sm">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {problems.general}
        </p>
      )}
      <div className="grid gap-1.5 sm:grid-cols-[auto_8rem] sm:items-center sm:gap-x-4">
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-cc`}>Default country code</Label>
          <p id={`${id}-cc-hint`} className="text-muted-foreground text-xs">
            Optional. Added to phone numbers written without one, e.g. 971 for 050 123 4567.
          </p>
        </div>
        <div className="relative">
          <span className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm">+</span>
          <Input
            id={`${id}-cc`}
            value={props.countryCode}
            onChange={(e) => props.onCountryCodeChange(e.target.value.replace(/[^\d]/g, "").slice(0, 4))}
            inputMode="numeric"
            placeholder="971"
            className="pl-6"
            aria-describedby={`${id}-cc-hint`}
            aria-invalid={!!props.countryCodeError || undefined}
          />
        </div>
        {props.countryCodeError && <p className="text-destructive text-xs sm:col-span-2">{props.countryCodeError}</p>}
      </div>
    </div>
  );
}
