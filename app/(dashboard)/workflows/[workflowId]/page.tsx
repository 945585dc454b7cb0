import type { Metadata } from "next";
import { WorkflowEditor } from "@/components/workflows/editor/workflow-editor";

export const metadata: Metadata = { title: "Workflow" };

export default async function WorkflowPage({ params }: { params: Promise<{ workflowId: string }> }) {
  const { workflowId } = await params;
  return <WorkflowEditor id={workflowId} />;
}
