import type { Metadata } from "next";
import { CompanySettings } from "@/components/settings/company/company-settings";

export const metadata: Metadata = { title: "Company" };

export default function CompanySettingsPage() {
  return <CompanySettings />;
}
