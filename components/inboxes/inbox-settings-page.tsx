"use client";

import { InboxIcon } from "lucide-react";
import { BackLink, DetailLoadError } from "@/components/dashboard/detail-page";
import { AssignmentSection } from "@/components/routing/assignment-section";
import { CsatSettingsSection } from "@/components/csat/csat-settings-section";
import { BusinessHoursSection } from "./settings/business-hours-section";
import { ServiceLevelSection } from "./settings/service-level-section";
import { Separator } from "@/components/ui/separator";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { channelTitle } from "./inbox-channels";
import { DefaultBadge, InboxModeBadge, InboxStatusBadge } from "./inbox-badges";
import { useInboxes } from "./use-inboxes";

/**
 * One inbox's settings: each area that hangs settings off an inbox (assignment, business
 * hours, service levels, satisfaction) adds its own section component here.
 */
export function InboxSettingsPage({ inboxId }: { inboxId: string }) {
  const list = useInboxes();
  const canEdit = useCan("channels:write");
  const inbox = list.data?.data.find((i) => i.id === inboxId && i.status !== "deleted");
  if (list.isError) return <DetailLoadError what="Inbox" error={list.error} icon={InboxIcon} list={{ href: "/settings/inboxes", name: "inboxes" }} />;
  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (!inbox) return <DetailLoadError what="Inbox" error={new ApiError({ status: 404, code: "NOT_FOUND", message: "Inbox not found" })} icon={InboxIcon} list={{ href: "/settings/inboxes", name: "inboxes" }} />;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-2">
        <BackLink href="/settings/inboxes">All inboxes</BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold tracking-tight">{inbox.name}</h2>
          <span className="text-muted-foreground text-sm">{channelTitle(inbox.channel)}</span>
          {inbox.isDefault && <DefaultBadge />}
          <InboxModeBadge mode={inbox.mode} />
          <InboxStatusBadge status={inbox.status} />
        </div>
      </div>
      {!canEdit && <ReadOnlyNotice>Owners and admins change an inbox&apos;s settings.</ReadOnlyNotice>}
      <AssignmentSection key={`${inbox.id}:${inbox.updatedAt}`} inbox={inbox} canEdit={canEdit} />
      <Separator />
      <BusinessHoursSection inbox={inbox} readOnly={!canEdit} />
      <Separator />
      <ServiceLevelSection inbox={inbox} readOnly={!canEdit} />
      <Separator />
      <CsatSettingsSection inbox={inbox} />
    </div>
  );
}
