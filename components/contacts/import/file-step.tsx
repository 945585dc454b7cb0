"use client";

import { FileSpreadsheetIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/** A drop zone that is also a labelled file input, so it works with the keyboard. */
export function FileStep({ onFile, busy, error }: { onFile: (file: File) => void; busy: boolean; error: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  return (
    <div className="grid gap-4">
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        className={cn(
          "bg-muted/30 hover:bg-muted/60 has-focus-visible:ring-ring/50 flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-12 text-center transition-colors has-focus-visible:ring-[3px]",
          dragging && "border-primary bg-primary/5",
        )}
      >
        <span className="bg-background text-muted-foreground flex size-12 items-center justify-center rounded-full border">
          {busy ? <Loader2Icon className="size-5 animate-spin" aria-hidden="true" /> : <UploadIcon className="size-5" aria-hidden="true" />}
        </span>
        <span className="grid gap-1">
          <span className="text-sm font-medium">{busy ? "Reading the file…" : "Choose a CSV file or drop it here"}</span>
          <span className="text-muted-foreground text-xs">UTF-8, with a header row. Up to 100,000 rows.</span>
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = "";
          }}
        />
      </label>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="text-muted-foreground flex items-start gap-2 text-xs">
        <FileSpreadsheetIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          Rows whose phone number matches an existing contact update that contact. Tags are comma-separated names; tags that don’t exist yet
          are created. Nothing is sent until you confirm the column mapping.
        </p>
      </div>
    </div>
  );
}
