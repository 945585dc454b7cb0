import type { Metadata } from "next";
import { AuditLogSettings } from "@/components/settings/audit/audit-log-settings";

export const metadata: Metadata = { title: "Audit log" };

export default function AuditLogSettingsPage() {
  return <AuditLogSettings />;
}
