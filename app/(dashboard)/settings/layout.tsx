import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { SettingsNav } from "@/components/settings/settings-nav";

export const metadata: Metadata = { title: { default: "Settings", template: "%s · Settings · Service" } };

export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
      <PageHeader title="Settings" description="Your company profile, your team, your channels and access to the API." />
      <SettingsNav />
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
    </div>
  );
}
