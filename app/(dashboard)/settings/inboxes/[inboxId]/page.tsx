import type { Metadata } from "next";
import { InboxSettingsPage } from "@/components/inboxes/inbox-settings-page";

export const metadata: Metadata = { title: "Inbox settings" };

export default async function InboxSettingsRoute({ params }: { params: Promise<{ inboxId: string }> }) {
  const { inboxId } = await params;
  return <InboxSettingsPage inboxId={inboxId} />;
}
