import { Badge } from "@/components/ui/badge";
import type { Template } from "@/lib/client/types";
import { cn } from "@/lib/utils";

type Status = Template["status"];
type Quality = Template["quality"];

export const STATUS_LABELS: Record<Status, string> = { PENDING: "In review", APPROVED: "Approved", REJECTED: "Rejected", PAUSED: "Paused", DISABLED: "Disabled" };

const STATUS_STYLE: Record<Status, { className: string; dot: string }> = {
  PENDING: { className: "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300", dot: "bg-sky-500 animate-pulse" },
  APPROVED: { className: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300", dot: "bg-emerald-500" },
  REJECTED: { className: "border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300", dot: "bg-red-500" },
  PAUSED: { className: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300", dot: "bg-amber-500" },
  DISABLED: { className: "border-zinc-500/30 bg-zinc-500/10 text-zinc-700 dark:text-zinc-300", dot: "bg-zinc-500" },
};

export function TemplateStatusBadge({ status, className }: { status: Status; className?: string }) {
  const s = STATUS_STYLE[status];
  return (
    <Badge variant="outline" className={cn("gap-1.5", s.className, className)} data-testid="template-status" data-status={status}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", s.dot)} />
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const QUALITY: Record<Quality, { label: string; hint: string; dot: string }> = {
  GREEN: { label: "High", hint: "Customers respond well to it", dot: "bg-emerald-500" },
  YELLOW: { label: "Medium", hint: "Some customers blocked or reported it", dot: "bg-amber-500" },
  RED: { label: "Low", hint: "Many customers blocked or reported it: it may be paused", dot: "bg-red-500" },
  UNKNOWN: { label: "Not rated yet", hint: "The platform rates a template once it has been sent a while", dot: "bg-zinc-400" },
};

/** The platform's quality rating as a coloured dot and a word, with what it means on hover. */
export function QualityIndicator({ quality, className }: { quality: Quality; className?: string }) {
  const q = QUALITY[quality];
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm whitespace-nowrap", className)} title={q.hint} data-testid="template-quality" data-quality={quality}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", q.dot)} />
      <span className={cn(quality === "UNKNOWN" && "text-muted-foreground")}>{q.label}</span>
    </span>
  );
}

export const CATEGORY_LABELS: Record<Template["category"], string> = { MARKETING: "Marketing", UTILITY: "Utility", AUTHENTICATION: "Authentication" };
export const TYPE_LABELS: Record<Template["templateType"], string> = { STANDARD: "Standard", CAROUSEL: "Carousel", LIMITED_TIME_OFFER: "Limited-time offer" };
export const HEADER_LABELS: Record<Template["headerType"], string> = { NONE: "None", TEXT: "Text", IMAGE: "Image", VIDEO: "Video", DOCUMENT: "Document" };
