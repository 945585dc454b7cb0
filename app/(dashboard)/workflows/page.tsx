import type { Metadata } from "next";
import { WorkflowsView } from "@/components/workflows/list/workflows-view";

export const metadata: Metadata = { title: "Workflows" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function WorkflowsPage() {
  return <WorkflowsView />;
}
