"use client";

import { Loader2Icon, UploadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useImportWorkflow } from "@/lib/client/hooks/use-workflows";
import type { ExportDocument } from "@/lib/client/workflow-file";
import { WorkflowFileInput } from "../workflow-file-input";

/** "Import": an exported file becomes a new draft (POST /import), opened in the editor. */
export function ImportWorkflowButton() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportWorkflow();

  async function onDocument(doc: ExportDocument, fileName: string) {
    try {
      const w = await importing.mutateAsync(doc);
      toast.success(`${w.name} was imported as a draft`, { description: fileName });
      router.push(`/workflows/${encodeURIComponent(w.id)}`);
    } catch (err) {
      toast.error(`Could not import ${fileName}`, { description: errorMessage(err) });
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importing.isPending}>
        {importing.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
        Import
      </Button>
      <WorkflowFileInput ref={input} onDocument={onDocument} />
    </>
  );
}
