import type { Metadata } from "next";
import { TemplatesView } from "@/components/templates/list/templates-view";

export const metadata: Metadata = { title: "Templates" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function TemplatesPage() {
  return <TemplatesView />;
}
