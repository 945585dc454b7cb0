"use client";

import { CheckCheckIcon, CheckIcon, CircleAlertIcon, ClockIcon } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { formatDateTime } from "@/lib/client/format";
import type { Message } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { failureReason } from "./failed-message";

const LABEL = { queued: "Queued", sent: "Sent", delivered: "Delivered", read: "Read", failed: "Failed", received: "Received" } as const;

/**
 * The phone's delivery ticks for our own messages. A failed send shows why on hover and on
 * keyboard focus; the other states name themselves and their time for screen readers.
 */
export function StatusTicks({ message: m }: { message: Message }) {
  const Icon = { queued: ClockIcon, sent: CheckIcon, delivered: CheckCheckIcon, read: CheckCheckIcon, failed: CircleAlertIcon, received: CheckIcon }[m.status];
  const when = { read: m.readAt, delivered: m.deliveredAt, sent: m.sentAt, failed: m.failedAt, queued: m.createdAt, received: m.createdAt }[m.status];
  const tip = m.status === "failed" ? failureReason(m) : `${LABEL[m.status]}${when ? ` ${formatDateTime(when)}` : ""}`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          role="img"
          tabIndex={0}
          aria-label={m.status === "failed" ? `Failed: ${tip}` : LABEL[m.status]}
          data-testid="message-status"
          data-status={m.status}
          className={cn(
            "focus-visible:ring-ring/50 inline-flex rounded-sm outline-none focus-visible:ring-[3px]",
            m.status === "read" ? "text-sky-500 dark:text-sky-400" : m.status === "failed" ? "text-destructive" : "opacity-70",
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">{tip}</TooltipContent>
    </Tooltip>
  );
}
