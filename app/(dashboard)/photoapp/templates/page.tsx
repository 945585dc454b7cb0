import type { Metadata } from "next";
import { PhotoappTemplatesView } from "@/components/channels/photoapp/library/templates/photoapp-templates-view";

export const metadata: Metadata = { title: "Photoapp templates" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function PhotoappTemplatesPage() {
  return <PhotoappTemplatesView />;
}
