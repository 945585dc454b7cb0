"use client";

import { CircleXIcon, FileXIcon, PauseCircleIcon, Trash2Icon } from "lucide-react";
import { BackLink, DETAIL_PAGE as PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useClock } from "@/lib/client/hooks/use-clock";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useTemplate } from "@/lib/client/hooks/use-templates";
import { variableSlots } from "@/lib/client/template-form";
import { languageLabel } from "@/lib/client/template-view";
import type { Template } from "@/lib/client/types";
import { DeleteTemplateDialog } from "../delete-template-dialog";
import { TemplatePreview } from "../preview/template-preview";
import { CATEGORY_LABELS, QualityIndicator, TemplateStatusBadge, TYPE_LABELS } from "../template-badges";
import { MappingCard } from "./mapping-card";
import { MediaCard, needsMedia } from "./media-card";
import { StatusHistory } from "./status-history";
import { UsageCard } from "./usage-card";



/** One language variant of a template; polled while the platform reviews it, so approval shows up by itself. */
export function TemplateDetail({ id }: { id: string }) {
  const template = useTemplate(id);
  const canWrite = useCan("templates:write");
  const me = useMe();
  const now = useClock(30_000);

  if (template.isError && !template.data) return <DetailLoadError what="Template" error={template.error} icon={FileXIcon} list={{ href: "/templates", name: "templates" }} />;
  if (!template.data) return <DetailSkeleton />;
  const t = template.data;

  return (
    <div className={PAGE}>
      <BackLink href="/templates">All templates</BackLink>
      <Header template={t} canWrite={canWrite} />
      <StatusCallout template={t} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <StatusHistory template={t} now={now} />
          {needsMedia(t) && <MediaCard template={t} canWrite={canWrite} />}
          {t.category !== "AUTHENTICATION" && variableSlots(t.bodyText) > 0 && <MappingCard template={t} canWrite={canWrite} />}
          <UsageCard template={t} now={now} />
        </div>
        <aside className="grid gap-2 lg:sticky lg:top-20" aria-label="Preview">
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Preview</p>
          <TemplatePreview template={t} businessName={me.data?.company.name} />
        </aside>
      </div>
    </div>
  );
}

function Header({ template: t, canWrite }: { template: Template; canWrite: boolean }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="truncate font-mono text-2xl font-semibold tracking-tight">{t.name}</h1>
          <TemplateStatusBadge status={t.status} />
        </div>
        <dl className="text-muted-foreground flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
          <Meta label="Language">
            {languageLabel(t.language)} <span className="font-mono text-xs">({t.language})</span>
          </Meta>
          <Meta label="Category">{CATEGORY_LABELS[t.category]}</Meta>
          <Meta label="Type">{TYPE_LABELS[t.templateType]}</Meta>
          <Meta label="Quality">
            <QualityIndicator quality={t.quality} />
          </Meta>
        </dl>
      </div>
      {canWrite && (
        <>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
          <DeleteTemplateDialog name={deleting ? t.name : null} onOpenChange={setDeleting} onDeleted={() => router.replace("/templates")} />
        </>
      )}
    </div>
  );
}

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>{label}:</dt>
      <dd className="text-foreground flex items-center gap-1">{children}</dd>
    </div>
  );
}

/** Why the template can't be sent, when it can't: rejected (with the platform's reason), paused or disabled. */
function StatusCallout({ template: t }: { template: Template }) {
  if (t.status === "REJECTED") {
    return (
      <Alert variant="destructive" className="border-destructive/40 bg-destructive/5" data-testid="rejection">
        <CircleXIcon aria-hidden="true" />
        <AlertTitle>The platform rejected this template</AlertTitle>
        <AlertDescription>
          <p>{t.rejectionReason ?? "No reason was given."}</p>
          <p>Change what the reason names and submit it again as a new template; a rejected one can&apos;t be sent.</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (t.status === "PAUSED" || t.status === "DISABLED") {
    return (
      <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-200">
        <PauseCircleIcon aria-hidden="true" />
        <AlertTitle>{t.status === "PAUSED" ? "Paused by the platform" : "Disabled by the platform"}</AlertTitle>
        <AlertDescription className="text-amber-900/80 dark:text-amber-200/80">
          {t.rejectionReason ??
            (t.status === "PAUSED" ? "Customers blocked or reported it too often. Sends are refused until the pause ends." : "Its quality stayed low, so it can no longer be sent.")}
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function DetailSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading template">
      <Skeleton className="h-8 w-32" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-96" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}
