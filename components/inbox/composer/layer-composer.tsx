"use client";

import { Loader2Icon, SendHorizontalIcon, TimerOffIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { useChannelSend, usePhotoappWindow } from "@/lib/client/hooks/use-channel-layer";
import { useClock } from "@/lib/client/hooks/use-clock";
import type { Conversation, LayerChannel } from "@/lib/client/types";
import { photoappWindowLabel } from "../thread/window-badge";
import { CarouselDialog, QuickRepliesDialog, windowClosed } from "./structured-send";

/**
 * The reply box for photoapp and socialchat: text through the channel's /send route by
 * conversation. Photoapp also sends quick replies and carousels, and follows its 24-hour
 * window: when the window route says closed, free-form sends wait for the customer.
 */
export function LayerComposer({ conversation: c, channel }: { conversation: Conversation; channel: LayerChannel }) {
  const send = useChannelSend();
  const photoapp = channel === "photoapp";
  const windowQuery = usePhotoappWindow(c.id, { enabled: photoapp });
  const now = useClock();
  const state = photoapp ? photoappWindowLabel(windowQuery.data, now) : null;
  const closed = state ? !state.open : false;
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const busy = send.isPending;

  async function submit() {
    const content = text.trim();
    if (busy || closed || !content) return;
    try {
      await send.mutateAsync({ channel, body: { conversationId: c.id, content } });
      setText("");
      box.current?.focus();
    } catch (err) {
      toast.error(windowClosed(err) ? "The 24-hour window has closed" : "Could not send the message", {
        description: windowClosed(err) ? "The customer must write first." : errorMessage(err),
      });
    }
  }

  return (
    <form
      className="grid gap-2 border-t p-3"
      data-testid="layer-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {closed && (
        <div className="bg-amber-500/10 border-amber-500/30 flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm" data-testid="composer-window-closed">
          <TimerOffIcon className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="font-medium">Window closed — customer must write first.</span>{" "}
            <span className="text-muted-foreground">
              {c.lastInboundAt ? "Their last message is more than 24 hours old" : "They have not written yet"}; replies can go once they write again.
            </span>
          </p>
        </div>
      )}
      <div className="flex items-end gap-2">
        {photoapp && (
          <>
            <QuickRepliesDialog conversationId={c.id} disabled={closed} />
            <CarouselDialog conversationId={c.id} disabled={closed} />
          </>
        )}
        <Textarea
          ref={box}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          rows={1}
          maxLength={1000}
          disabled={closed}
          placeholder={closed ? "Waiting for the customer to write" : "Write a reply…"}
          aria-label="Reply"
          aria-describedby={`composer-hint-${c.id}`}
          className="max-h-40 min-h-10 flex-1 resize-none"
        />
        <Button type="submit" size="icon" disabled={busy || closed || !text.trim()} aria-label="Send">
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendHorizontalIcon aria-hidden="true" />}
        </Button>
      </div>
      <p id={`composer-hint-${c.id}`} className="text-muted-foreground flex flex-wrap gap-x-2 px-1 text-[11px]">
        <span className="max-sm:sr-only">Enter to send · Shift+Enter for a new line</span>
        {state && state.open && <span data-testid="composer-window">· {state.label}</span>}
      </p>
    </form>
  );
}
