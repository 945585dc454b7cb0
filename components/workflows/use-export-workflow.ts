"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { fetchWorkflowExport } from "@/lib/client/hooks/use-workflows";
import { downloadJson, exportFileName } from "@/lib/client/workflow-file";

/** "Export JSON": the API's export document, downloaded as <name>.workflow.json. */
export function useExportWorkflow() {
  const mutation = useMutation({ mutationFn: (w: { id: string; name: string }) => fetchWorkflowExport(w.id) });
  return {
    pending: mutation.isPending,
    run: async (w: { id: string; name: string }) => {
      try {
        const doc = await mutation.mutateAsync(w);
        const file = exportFileName(w.name);
        downloadJson(file, doc);
        toast.success(`Exported ${w.name}`, { description: file });
      } catch (err) {
        toast.error(`Could not export ${w.name}`, { description: errorMessage(err) });
      }
    },
  };
}
