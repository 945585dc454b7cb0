"use client";

import { ReactFlowProvider } from "@xyflow/react";
import { WorkflowIcon } from "lucide-react";
import { DetailLoadError } from "@/components/dashboard/detail-page";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/lib/client/hooks/use-me";
import { useWorkflow } from "@/lib/client/hooks/use-workflows";
import { EditorShell } from "./editor-shell";

/** /workflows/[id]: the editor, once the workflow and the person's permissions are known. */
export function WorkflowEditor({ id }: { id: string }) {
  const workflow = useWorkflow(id);
  const me = useMe();
  if (workflow.isError && !workflow.data) return <DetailLoadError what="Workflow" error={workflow.error} icon={WorkflowIcon} list={{ href: "/workflows", name: "workflows" }} />;
  if (!workflow.data || me.isPending) return <EditorSkeleton />;
  return (
    <ReactFlowProvider>
      {/* The editor starts from this answer and keeps its own draft from then on. */}
      <EditorShell key={id} initial={workflow.data} />
    </ReactFlowProvider>
  );
}

function EditorSkeleton() {
  return (
    <div className="flex h-[calc(100svh-3.5rem)] flex-col" aria-busy="true" aria-label="Loading the workflow">
      <h1 className="sr-only">Workflow</h1>
      <div className="flex items-center gap-3 border-b px-3 py-2">
        <Skeleton className="size-8" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-20" />
        <Skeleton className="ml-auto h-8 w-28" />
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[12rem_minmax(0,1fr)_20rem] 2xl:grid-cols-[13rem_minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-2 border-r p-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
        <div className="bg-muted/20" />
        <div className="grid content-start gap-3 border-l p-4">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
