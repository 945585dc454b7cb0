"use client";

import { ChevronDownIcon, TimerOffIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { useChannelSend, useChannelWindow } from "@/lib/client/hooks/use-channel-layer";
import { useClock } from "@/lib/client/hooks/use-clock";
import { windowRemaining } from "@/lib/client/inbox-format";
import { availableTags, replyWindowFrom, replyWindowFromRoute, UPDATE_TAGS, type ReplyTag, type UpdateTag } from "@/lib/client/reply-window";
import type { Conversation } from "@/lib/client/types";
import { ReplyTextarea, SendButton } from "@/components/inbox/composer/reply-field";
import { ReplyForm, useReplyBox } from "@/components/inbox/composer/use-reply-box";
import type { GraphFlavor } from "./flavor";
import { CarouselDialog, QuickRepliesDialog } from "./structured-send";

/**
 * The reply box of the Graph channels (photoapp, socialchat): text, quick replies and cards
 * through the channel's /send routes by conversation. Both follow the 24-hour window (from the
 * channel's window route where it has one, else from lastInboundAt): once it has closed, a reply
 * goes only with a tag the agent picks — HUMAN_AGENT within 7 days, or an update tag for its
 * purpose where the channel allows those.
 */
export function GraphComposer({ conversation: c, flavor }: { conversation: Conversation; flavor: GraphFlavor }) {
  const { channel } = flavor;
  const send = useChannelSend();
  const windowQuery = useChannelWindow(channel, c.id, { enabled: flavor.windowRoute });
  const now = useClock();
  const win = flavor.windowRoute ? (windowQuery.data ? replyWindowFromRoute(windowQuery.data, now) : null) : replyWindowFrom(c.lastInboundAt, now);
  const closed = win ? !win.open : false;
  const tags = win ? availableTags(win, flavor) : [];
  const [chosenTag, setChosenTag] = useState<ReplyTag | null>(null);
  // A tag only counts while the window calls for it (a new customer message reopens the window).
  const tag = chosenTag && tags.includes(chosenTag) ? chosenTag : undefined;
  const blocked = closed && !tag;
  const left = win?.open ? windowRemaining(win.expiresAt, now) : null;
  const busy = send.isPending;
  const { text, setText, box, submit } = useReplyBox({ busy, blocked, send: (content) => send.mutateAsync({ channel, body: { conversationId: c.id, content, ...(tag ? { tag } : {}) } }) });

  return (
    <ReplyForm testId="layer-composer" onSubmit={submit}>
      {closed && win && (
        <div className="bg-amber-500/10 border-amber-500/30 grid gap-2 rounded-lg border px-3 py-2.5 text-sm" data-testid="composer-window-closed">
          <div className="flex items-center gap-3">
            <TimerOffIcon className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
            {tags.length ? (
              <p className="min-w-0 flex-1">
                <span className="font-medium">The 24-hour window has closed.</span>{" "}
                <span className="text-muted-foreground">A reply can only go with a message tag.</span>
              </p>
            ) : (
              <p className="min-w-0 flex-1">
                <span className="font-medium">Window closed — customer must write first.</span>{" "}
                <span className="text-muted-foreground">
                  {win.hasWritten ? "Their last message is more than 7 days old" : "They have not written yet"}; replies can go once they write again.
                </span>
              </p>
            )}
          </div>
          {tags.includes("HUMAN_AGENT") && (
            <HumanAgentToggle
              checked={tag === "HUMAN_AGENT"}
              onChange={(on) => setChosenTag(on ? "HUMAN_AGENT" : null)}
              until={windowRemaining(win.humanAgent.expiresAt, now)}
            />
          )}
          {flavor.updateTags && tags.some((t) => t !== "HUMAN_AGENT") && (
            <UpdateTagMenu value={tag && tag !== "HUMAN_AGENT" ? tag : null} onChange={setChosenTag} />
          )}
        </div>
      )}
      <div className="flex items-end gap-2">
        <QuickRepliesDialog conversationId={c.id} flavor={flavor} tag={tag} disabled={blocked} />
        <CarouselDialog conversationId={c.id} flavor={flavor} tag={tag} disabled={blocked} />
        <ReplyTextarea ref={box} value={text} onChange={setText} onSubmit={() => void submit()} maxLength={capabilitiesOf(channel).textMax} disabled={blocked} placeholder={blocked ? (tags.length ? "Choose a tag above to reply" : "Waiting for the customer to write") : tag ? `Reply with the ${tag} tag…` : "Write a reply…"} describedBy={`composer-hint-${c.id}`} contactId={c.contact.id} />
        <SendButton busy={busy} disabled={blocked || !text.trim()} />
      </div>
      <p id={`composer-hint-${c.id}`} className="text-muted-foreground flex flex-wrap gap-x-2 px-1 text-[11px]">
        <span className="max-sm:sr-only">Enter to send · Shift+Enter for a new line</span>
        {left && <span data-testid="composer-window">· Window closes in {left}</span>}
        {tag && <span data-testid="composer-tag">· Sends with tag {tag}</span>}
      </p>
    </ReplyForm>
  );
}

/** The explicit opt-in to the HUMAN_AGENT tag, with what it is for. */
function HumanAgentToggle({ checked, onChange, until }: { checked: boolean; onChange: (on: boolean) => void; until: string | null }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 pl-7" data-testid="composer-human-agent">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-note`} className="mt-0.5" />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>Reply as a human agent (HUMAN_AGENT tag)</Label>
        <p id={`${id}-note`} className="text-muted-foreground text-xs">
          Only for a person answering the customer&apos;s request, up to 7 days after their last message{until ? ` (${until} left)` : ""}.
        </p>
      </div>
    </div>
  );
}

/** The update tags: a message the customer expects about their account, event or purchase. */
function UpdateTagMenu({ value, onChange }: { value: UpdateTag | null; onChange: (tag: ReplyTag | null) => void }) {
  const current = UPDATE_TAGS.find((u) => u.tag === value);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-7" data-testid="composer-update-tag">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm" aria-label="Send as an update tag">
            {current ? `Update: ${current.label}` : "Send as an update…"}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Update tag</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={value ?? ""} onValueChange={(v) => onChange((UPDATE_TAGS.find((u) => u.tag === v)?.tag ?? null) as UpdateTag | null)}>
            {UPDATE_TAGS.map((u) => (
              <DropdownMenuRadioItem key={u.tag} value={u.tag}>
                {u.label} <span className="text-muted-foreground font-mono text-[10px]">{u.tag}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {value && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onChange(null)}>No update tag</DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <p className="text-muted-foreground text-xs">Only for that purpose — an account change, a confirmed event or a purchase; never promotions.</p>
    </div>
  );
}
