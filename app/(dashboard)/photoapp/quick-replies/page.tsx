import type { Metadata } from "next";
import { QuickRepliesView } from "@/components/channels/photoapp/library/quick-replies/quick-replies-view";

export const metadata: Metadata = { title: "Quick replies" };

// Rendered per request, so the view's useSearchParams needs no Suspense boundary.
export default function QuickRepliesPage() {
  return <QuickRepliesView />;
}
