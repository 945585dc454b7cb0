"use client";

import { BotOffIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useBotchatSend } from "./use-botchat-send";
import type { Conversation } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { BotchatKeyboardDialog, type InlineKeyboard } from "./keyboard-dialog";
import { ReplyForm, useReplyBox } from "@/components/inbox/composer/use-reply-box";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";

type Format = "plain" | "markdown";
const FORMATS: { value: Format; label: string }[] = [
  { value: "plain", label: "Plain" },
  { value: "markdown", label: "Markdown" },
];

/**
 * The reply box of a bot chat: text as it is or as markdown (the server escapes the rest for the
 * platform), with inline buttons under it. A bot has no 24-hour window, but it can only write
 * to someone who started a chat with it, so until the customer writes the box waits.
 */
export function BotchatComposer({ conversation: c }: { conversation: Conversation }) {
  const send = useBotchatSend();
  const [format, setFormat] = useState<Format>("plain");
  const [keyboard, setKeyboard] = useState<InlineKeyboard | null>(null);
  const blocked = !c.lastInboundAt;
  const busy = send.isPending;
  const buttons = keyboard?.flat() ?? [];
  const { text, setText, box, submit } = useReplyBox({
    busy,
    blocked,
    send: (body) => send.mutateAsync({ conversationId: c.id, text: body, format, ...(keyboard ? { keyboard: { inline: keyboard } } : {}) }),
    onSent: () => setKeyboard(null),
  });

  return (
    <ReplyForm testId="botchat-composer" onSubmit={submit}>
      {blocked && (
        <div className="bg-amber-500/10 border-amber-500/30 flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm" data-testid="composer-window-closed">
          <BotOffIcon className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="font-medium">The customer has not started a chat with your bot.</span>{" "}
            <span className="text-muted-foreground">Bots can only answer people who started the chat; you can reply once they write.</span>
          </p>
        </div>
      )}
      {buttons.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5" data-testid="composer-keyboard">
          <span className="text-muted-foreground text-xs">Buttons:</span>
          {buttons.map((b, i) => (
            <span key={i} className="border-primary/40 text-primary bg-background rounded-md border px-2 py-0.5 text-xs font-medium">
              {b.text}
            </span>
          ))}
          <Button type="button" variant="ghost" size="icon" className="size-6" onClick={() => setKeyboard(null)} aria-label="Remove the buttons" disabled={busy}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <BotchatKeyboardDialog value={keyboard} onChange={setKeyboard} disabled={blocked || busy} />
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={4096} disabled={blocked} placeholder={blocked ? "Waiting for the customer to start the chat" : format === "markdown" ? "Write a reply in markdown…" : "Write a reply…"} describedBy={format === "markdown" ? `composer-markdown-${c.id} composer-hint-${c.id}` : `composer-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={busy} disabled={blocked || !text.trim()} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-[11px]">
        <div role="group" aria-label="Format" className="bg-muted inline-flex rounded-md p-0.5">
          {FORMATS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={format === f.value}
              onClick={() => setFormat(f.value)}
              className={cn(
                "focus-visible:ring-ring/50 rounded-sm px-2 py-0.5 font-medium outline-none focus-visible:ring-[3px]",
                format === f.value ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        {format === "markdown" && (
          <p className="text-muted-foreground flex flex-wrap gap-x-1.5 font-mono" id={`composer-markdown-${c.id}`} data-testid="markdown-hint">
            <span>**bold**</span>
            <span>_italic_</span>
            <span>`code`</span>
            <span>[link](https://…)</span>
          </p>
        )}
        <p id={`composer-hint-${c.id}`} className="text-muted-foreground ml-auto max-sm:sr-only">
          Enter to send · Shift+Enter for a new line
        </p>
      </div>
    </ReplyForm>
  );
}
