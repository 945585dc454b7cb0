"use client";

import { CameraIcon } from "lucide-react";
import { GRAPH_RENDERERS } from "@/components/channels/graph/renderers";
import type { Message } from "@/lib/client/types";
import { cn } from "@/lib/utils";

/**
 * A photoapp message drawn by the inbox thread's own renderers (components/channels/
 * graph/renderers.tsx) inside a phone: what the builder shows while typing is what the thread
 * shows once sent. Follows the dashboard's light or dark theme.
 */
export function PhotoappPreview({ type, content, businessName = "Your business", className }: { type: "carousel" | "buttons" | "quick_replies"; content: Record<string, unknown>; businessName?: string; className?: string }) {
  const Renderer = GRAPH_RENDERERS[type];
  const message = previewMessage(type, content);
  return (
    <figure aria-label="Message preview" data-testid="photoapp-preview" className={cn("bg-muted/40 ring-foreground/5 overflow-hidden rounded-[1.75rem] border shadow-sm ring-8", className)}>
      <div className="bg-card flex items-center gap-2.5 border-b px-3 py-2.5" aria-hidden="true">
        <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-tr from-amber-400 via-pink-500 to-violet-600 text-white">
          <CameraIcon className="size-4" />
        </span>
        <span className="grid leading-tight">
          <span className="text-sm font-medium">{businessName}</span>
          <span className="text-muted-foreground text-[11px]">Photoapp</span>
        </span>
      </div>
      <div className="grid min-h-72 grid-cols-[minmax(0,1fr)] content-end gap-2 p-3 pb-4">
        <div className="flex min-w-0 justify-end">
          {/* min-w-0: a carousel scrolls inside the bubble instead of widening it past the phone. */}
          <div className="bg-primary/10 border-primary/20 dark:bg-primary/20 relative max-w-full min-w-0 rounded-2xl rounded-br-sm border px-3 py-2 text-sm shadow-xs" data-type={type}>
            {Renderer ? <Renderer message={message} /> : null}
          </div>
        </div>
        <p className="text-muted-foreground px-1 text-right text-[11px]">9:41 AM</p>
      </div>
    </figure>
  );
}

/** A stand-in for a sent message, for the renderers (they read channel, type, text and content). */
function previewMessage(type: string, content: Record<string, unknown>): Message {
  return {
    id: "preview",
    conversationId: "preview",
    contactId: "preview",
    channel: "PHOTOAPP",
    direction: "outbound",
    type,
    text: typeof content.text === "string" ? content.text : null,
    content,
    status: "sent",
    platformMessageId: null,
    error: null,
    sentBy: null,
    templateName: null,
    templateLanguage: null,
    createdAt: "2026-01-01T09:41:00.000Z",
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    failedAt: null,
  } as Message;
}
