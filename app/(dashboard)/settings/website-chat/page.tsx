import type { Metadata } from "next";
import { WidgetSettings } from "@/components/settings/widget/widget-settings";

export const metadata: Metadata = { title: "Website chat" };

export default function WebsiteChatSettingsPage() {
  return <WidgetSettings />;
}
