import { BellOffIcon, BellRingIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CONSENT_LABELS, type MarketingConsent } from "@/lib/client/consent";
import type { ContactLabel, ContactStatus, LifecycleStage } from "@/lib/client/contact-view";
import { cn } from "@/lib/utils";
import { optionLabel } from "./options";

const STATUS_STYLES: Record<ContactStatus, string> = {
  ACTIVE: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  INACTIVE: "border-border bg-muted text-muted-foreground",
  ARCHIVED: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
};

export function StatusBadge({ status, className }: { status: ContactStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status], className)}>
      {optionLabel(status)}
    </Badge>
  );
}

const LABEL_STYLES: Record<ContactLabel, string> = {
  HOT_LEAD: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300",
  WARM_LEAD: "border-orange-500/30 bg-orange-500/10 text-orange-700 dark:text-orange-300",
  COLD_LEAD: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
  FOLLOW_UP: "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
  VIP: "border-amber-500/40 bg-amber-500/15 text-amber-800 dark:text-amber-200",
  CHURNED: "border-border bg-muted text-muted-foreground",
  DO_NOT_CONTACT: "border-rose-600/40 bg-rose-600/10 text-rose-700 dark:text-rose-300",
};

export function LabelBadge({ label, className }: { label: ContactLabel; className?: string }) {
  return (
    <Badge variant="outline" className={cn(LABEL_STYLES[label], className)}>
      {optionLabel(label)}
    </Badge>
  );
}

/** Stages read left to right as a funnel, so the dot deepens with the stage. */
const STAGE_DOTS: Record<LifecycleStage, string> = {
  LEAD: "bg-slate-400",
  SUBSCRIBER: "bg-sky-500",
  OPPORTUNITY: "bg-violet-500",
  CUSTOMER: "bg-emerald-500",
  REPEAT_CUSTOMER: "bg-teal-600",
  EVANGELIST: "bg-amber-500",
};

export function StageBadge({ stage, className }: { stage: LifecycleStage; className?: string }) {
  return (
    <Badge variant="outline" className={cn("text-foreground gap-1.5 font-normal", className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", STAGE_DOTS[stage])} />
      {optionLabel(stage)}
    </Badge>
  );
}

/** Subscribed reads quietly; unsubscribed stands out, muted-destructive, so nobody markets to them by mistake. */
const CONSENT_STYLES: Record<MarketingConsent, string> = {
  OPTED_IN: "text-muted-foreground font-normal",
  OPTED_OUT: "border-destructive/30 bg-destructive/10 text-destructive dark:border-destructive/40 dark:bg-destructive/15",
};

export function ConsentBadge({ consent, className }: { consent: MarketingConsent; className?: string }) {
  const Icon = consent === "OPTED_IN" ? BellRingIcon : BellOffIcon;
  return (
    <Badge variant="outline" className={cn(CONSENT_STYLES[consent], className)} data-consent={consent}>
      <Icon aria-hidden="true" />
      {CONSENT_LABELS[consent]}
    </Badge>
  );
}
