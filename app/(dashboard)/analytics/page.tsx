import type { Metadata } from "next";
import { AnalyticsView } from "@/components/analytics/analytics-view";

export const metadata: Metadata = { title: "Analytics" };

// Dashboard pages render per request, so the view's useSearchParams needs no Suspense boundary.
export default function AnalyticsPage() {
  return <AnalyticsView />;
}
