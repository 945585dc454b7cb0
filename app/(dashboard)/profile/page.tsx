import type { Metadata } from "next";
import { ProfileSettings } from "@/components/account/profile-settings";
import { PageHeader } from "@/components/dashboard/page-header";

export const metadata: Metadata = { title: "Your profile" };

export default function ProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
      <PageHeader title="Your profile" description="Your name, your notifications, your password and where you are signed in." />
      <ProfileSettings />
    </div>
  );
}
