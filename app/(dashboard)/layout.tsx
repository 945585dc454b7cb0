import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getServerSession } from "next-auth";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { LiveProvider } from "@/components/live/live-provider";
import { authOptions } from "@/lib/auth/next-auth";
import { loginUrlFor } from "@/lib/auth/safe-callback";
import { REQUEST_PATH_HEADER } from "@/lib/http/request-path";
import { needsSetup } from "@/lib/company/setup";

/** Every dashboard page: a session (or first-run setup, or sign-in), then the tab's live stream and the sidebar shell. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const session = await getServerSession(authOptions());
  // A session implies a company exists, so the setup check only runs for visitors without one.
  // The proxy hands over the page asked for, so signing in returns there.
  if (!session) redirect((await needsSetup()) ? "/setup" : loginUrlFor((await headers()).get(REQUEST_PATH_HEADER)));
  // shadcn's sidebar remembers whether it was open in this cookie.
  const sidebarState = (await cookies()).get("sidebar_state")?.value;
  return (
    <LiveProvider>
      <DashboardShell defaultOpen={sidebarState !== "false"}>{children}</DashboardShell>
    </LiveProvider>
  );
}
