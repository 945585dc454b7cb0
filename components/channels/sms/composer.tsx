"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { smsSegments } from "@/lib/channels/sms/segments";
import { useSmsSend } from "./use-sms-send";
import type { Conversation } from "@/lib/client/types";
import { SMS_MAX_CHARACTERS } from "@/lib/channels/sms/messaging/send-schemas";
import { cn } from "@/lib/utils";
import { ReplyForm, useReplyBox } from "@/components/inbox/composer/use-reply-box";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";

/** From this many segments on, the counter warns: each one is billed as its own SMS. */
const WARN_SEGMENTS = 3;

/**
 * The reply box of an SMS conversation. SMS has no window, so the box is always open; under it
 * a live count of the segments the text will be billed as (the server's own calculator), and
 * when a character forces UCS-2 it names it, so the agent can replace it and fit more per segment.
 */
export function SmsComposer({ conversation: c }: { conversation: Conversation }) {
  const send = useSmsSend();
  const busy = send.isPending;
  const { text, setText, box, submit } = useReplyBox({ busy, send: (body) => send.mutateAsync({ conversationId: c.id, text: body }) });

  return (
    <ReplyForm testId="sms-composer" onSubmit={submit}>
      <div className="flex items-end gap-2">
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={SMS_MAX_CHARACTERS} placeholder="Write a text message…" describedBy={`sms-count-${c.id} composer-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={busy} disabled={!text.trim()} />
      </div>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1 px-1 text-[11px]">
        <SegmentCounter id={`sms-count-${c.id}`} text={text.trim()} />
        <p id={`composer-hint-${c.id}`} className="text-muted-foreground ml-auto max-sm:sr-only">
          Enter to send · Shift+Enter for a new line
        </p>
      </div>
    </ReplyForm>
  );
}

/** "2 segments · 161/306 characters · GSM-7", and what forces UCS-2 when something does. */
function SegmentCounter({ id, text }: { id: string; text: string }) {
  const s = useMemo(() => smsSegments(text), [text]);
  const ucs2 = s.encoding === "UCS-2";
  const segments = Math.max(1, s.segments);
  // One segment holds 160 GSM-7 or 70 UCS-2 characters; split, each holds 153 or 67 (the rest is the joining header).
  const perSegment = segments === 1 ? (ucs2 ? 70 : 160) : ucs2 ? 67 : 153;
  // UCS-2 counts UTF-16 units, so an emoji takes two of the 70; GSM-7's count already doubles its extension characters.
  const used = ucs2 ? text.length : s.characters;
  const warn = segments >= WARN_SEGMENTS;
  return (
    <div id={id} className="grid gap-0.5" data-testid="sms-segments" data-encoding={s.encoding} data-segments={segments}>
      <p className={cn("flex items-center gap-1 tabular-nums", warn ? "font-medium text-amber-700 dark:text-amber-400" : "text-muted-foreground")} data-testid="sms-segment-count">
        {warn && <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />}
        <span>
          {segments} {segments === 1 ? "segment" : "segments"} · {used}/{segments * perSegment} characters · {s.encoding}
          {warn && <span> — billed as {segments} messages</span>}
        </span>
      </p>
      {ucs2 && s.nonGsmCharacters.length > 0 && (
        <p className="text-amber-700 dark:text-amber-400" data-testid="sms-ucs2-note">
          <span className="font-medium">{s.nonGsmCharacters.join(" ")}</span> {s.nonGsmCharacters.length === 1 ? "forces" : "force"} UCS-2: {perSegment} characters per segment. Replace{" "}
          {s.nonGsmCharacters.length === 1 ? "it" : "them"} to fit {segments === 1 ? 160 : 153}.
        </p>
      )}
    </div>
  );
}
