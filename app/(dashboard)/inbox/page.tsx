import type { Metadata } from "next";
import { InboxView } from "@/components/inbox/inbox-view";

export const metadata: Metadata = { title: "Inbox" };

// Rendered per request (the dashboard layout reads the session), so the view's
// useSearchParams needs no Suspense boundary, as on the contacts page.
export default function InboxPage() {
  return <InboxView />;
}
