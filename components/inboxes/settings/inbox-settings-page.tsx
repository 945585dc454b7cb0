"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/client/hooks/use-me";
import { useInboxes } from "../use-inboxes";
import { BusinessHoursSection } from "./business-hours-section";
import { ServiceLevelSection } from "./service-level-section";

/**
 * One inbox's settings, a section per area (each its own component, writing only its own
 * settings key, so sections added by other areas never overwrite each other).
 */
export function InboxSettingsPage({ inboxId }: { inboxId: string }) {
  const list = useInboxes();
  const canWrite = useCan("channels:write");
  const inbox = list.data?.data.find((i) => i.id === inboxId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link href="/settings/inboxes" className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Inboxes
      </Link>
      {list.isError ? (
        <LoadError what="the inbox" error={list.error} />
      ) : list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : !inbox ? (
        <p className="text-muted-foreground text-sm">This inbox does not exist or was removed.</p>
      ) : (
        <>
          <h1 className="text-xl font-semibold tracking-tight">{inbox.name}</h1>
          {!canWrite && <ReadOnlyNotice>Owners and admins change an inbox&apos;s settings.</ReadOnlyNotice>}
          <BusinessHoursSection inbox={inbox} readOnly={!canWrite} />
          <Separator />
          <ServiceLevelSection inbox={inbox} readOnly={!canWrite} />
        </>
      )}
    </div>
  );
}
