"use client";

import { toast } from "sonner";
import { parseWorkflowFile, type ExportDocument } from "@/lib/client/workflow-file";

/**
 * A hidden file input for export files: the chosen file is read and checked here, so a wrong
 * file is named in a toast before anything is sent. Its button calls `.click()` on it.
 */
export function WorkflowFileInput({ onDocument, ref }: { onDocument: (doc: ExportDocument, fileName: string) => void; ref?: React.Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type="file"
      accept="application/json,.json"
      className="sr-only"
      tabIndex={-1}
      aria-label="Workflow JSON file"
      data-testid="workflow-file-input"
      onChange={async (e) => {
        const input = e.currentTarget;
        const file = input.files?.[0];
        // Cleared at once, so choosing the same file again fires again.
        input.value = "";
        if (!file) return;
        const parsed = parseWorkflowFile(await file.text());
        if (parsed.ok) onDocument(parsed.document, file.name);
        else toast.error(`Could not read ${file.name}`, { description: parsed.message });
      }}
    />
  );
}
