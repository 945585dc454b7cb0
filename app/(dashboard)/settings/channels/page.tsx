import type { Metadata } from "next";
import { ChannelsSettings } from "@/components/channels/channels-settings";

export const metadata: Metadata = { title: "Channels" };

export default function ChannelSettingsPage() {
  return <ChannelsSettings />;
}
