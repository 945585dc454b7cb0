import type { Metadata } from "next";
import { OtpSettingsCard } from "@/components/otp/otp-settings";

export const metadata: Metadata = { title: "One-time codes" };

export default function OneTimeCodesSettingsPage() {
  return <OtpSettingsCard />;
}
