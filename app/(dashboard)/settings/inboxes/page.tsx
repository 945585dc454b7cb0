import type { Metadata } from "next";
import { InboxesSettings } from "@/components/inboxes/inboxes-settings";

export const metadata: Metadata = { title: "Inboxes" };

export default function InboxesSettingsPage() {
  return <InboxesSettings />;
}
