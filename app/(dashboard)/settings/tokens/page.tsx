import type { Metadata } from "next";
import { TokenSettings } from "@/components/settings/tokens/token-settings";

export const metadata: Metadata = { title: "API tokens" };

export default function TokenSettingsPage() {
  return <TokenSettings />;
}
