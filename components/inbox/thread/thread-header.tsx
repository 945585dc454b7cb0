"use client";

import { ArrowLeftIcon, CheckCircle2Icon, InboxIcon, PanelRightIcon, RotateCcwIcon, XCircleIcon } from "lucide-react";
import { toast } from "sonner";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { initials } from "@/lib/client/format";
import { useConversationAction, type ConversationAction } from "@/lib/client/hooks/use-conversations";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Conversation } from "@/lib/client/types";
import { formatPhone } from "@/components/contacts/options";
import { CHANNEL_LABELS, STATUS_LABELS } from "../labels";
import { useInboxFromList } from "@/components/inboxes/use-inboxes";
import { ConversationLabels } from "@/components/labels/conversation-labels";
import { MacrosMenu } from "@/components/macros/macros-menu";
import { SnoozeMenu } from "@/components/snooze/snooze-menu";
import { AssignMenu } from "./assign-menu";
import { CrmActions } from "./crm-actions";
import { ChannelWindowBadge } from "./window-badge";
import { SlaClocks } from "@/components/sla/sla-clocks";

// Two endings, told apart where the buttons are: Resolve means the customer's question was
// answered; Close sets a conversation aside without that (spam, no reply needed, a duplicate).
// Both take it out of the open queue; the hint says which is which on hover and to screen readers.
const CLOSE_HINT = "Close: set it aside without an answer (spam, no reply needed, a duplicate)";
const RESOLVE_HINT = "Resolve: the customer's question is answered";

const DONE: Record<string, string> = { close: "Conversation closed", resolve: "Conversation resolved", reopen: "Conversation reopened" };

/** Who the conversation is with, its state, and what an agent can do with it. */
export function ThreadHeader({
  conversation: c,
  onBack,
  onToggleContact,
  contactOpen,
}: {
  conversation: Conversation;
  onBack: () => void;
  onToggleContact: () => void;
  contactOpen: boolean;
}) {
  const canWrite = useCan("conversations:write");
  const action = useConversationAction();
  // A deleted inbox sends nothing: its window no longer matters.
  const inboxDeleted = useInboxFromList(c.inbox.id)?.status === "deleted";

  function run(kind: Exclude<ConversationAction, "read" | "unassign">) {
    action.mutate(
      { id: c.id, action: kind },
      {
        onSuccess: () => toast.success(DONE[kind]),
        onError: (err) => toast.error(`Could not ${kind} the conversation`, { description: errorMessage(err) }),
      },
    );
  }

  return (
    <header className="@container grid gap-1.5 border-b px-4 py-2.5">
      {/* Wraps: with many actions the buttons go under the name rather than squeezing it away. */}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="icon" className="-ml-2 md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeftIcon aria-hidden="true" />
        </Button>
        <Avatar className="size-9 max-sm:hidden">
          {c.contact.avatar && <AvatarImage src={c.contact.avatar} alt="" />}
          <AvatarFallback className="bg-primary/10 text-primary text-xs font-medium">{initials(c.contact.name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-32 flex-1">
          <h2 className="truncate text-base font-semibold" data-testid="thread-title">
            {c.contact.name}
          </h2>
          {c.contact.phone && <p className="text-muted-foreground truncate text-xs tabular-nums">{formatPhone(c.contact.phone)}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AssignMenu conversation={c} disabled={!canWrite} />
          <CrmActions conversation={c} />
          <MacrosMenu conversation={c} />
          <SnoozeMenu conversation={c} disabled={!canWrite} />
          {c.status === "OPEN" && (
            <>
              <Button variant="outline" size="sm" disabled={!canWrite || action.isPending} onClick={() => run("close")} title={CLOSE_HINT} aria-description={CLOSE_HINT}>
                <XCircleIcon aria-hidden="true" />
                <span className="@max-xl:sr-only">Close</span>
              </Button>
              <Button size="sm" disabled={!canWrite || action.isPending} onClick={() => run("resolve")} title={RESOLVE_HINT} aria-description={RESOLVE_HINT}>
                <CheckCircle2Icon aria-hidden="true" />
                <span className="@max-xl:sr-only">Resolve</span>
              </Button>
            </>
          )}
          {c.status === "CLOSED" && (
            <Button variant="outline" size="sm" disabled={!canWrite || action.isPending} onClick={() => run("resolve")} title={RESOLVE_HINT} aria-description={RESOLVE_HINT}>
              <CheckCircle2Icon aria-hidden="true" />
              <span className="@max-xl:sr-only">Resolve</span>
            </Button>
          )}
          {c.status !== "OPEN" && (
            <Button size="sm" disabled={!canWrite || action.isPending} onClick={() => run("reopen")} title="Reopen">
              <RotateCcwIcon aria-hidden="true" />
              <span className="@max-xl:sr-only">Reopen</span>
            </Button>
          )}
          <Button
            variant={contactOpen ? "secondary" : "ghost"}
            size="icon"
            onClick={onToggleContact}
            aria-label={contactOpen ? "Hide contact details" : "Show contact details"}
            aria-pressed={contactOpen}
          >
            <PanelRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs sm:pl-12">
        <span>{CHANNEL_LABELS[c.channel]}</span>
        <ThreadInbox conversation={c} deleted={inboxDeleted} />
        <Badge variant={c.status === "OPEN" ? "secondary" : "outline"} data-testid="conversation-status">
          {STATUS_LABELS[c.status]}
        </Badge>
        {c.snooze && (
          <Badge variant="outline" data-testid="conversation-snoozed">
            {c.snooze.until ? `Snoozed until ${new Date(c.snooze.until).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" })}` : "Snoozed until a reply"}
          </Badge>
        )}
        {!inboxDeleted && <ChannelWindowBadge conversation={c} />}
        <SlaClocks sla={c.sla} />
        <ConversationLabels conversation={c} />
      </p>
    </header>
  );
}

/** Which inbox replies go out of (the number, page or bot the customer wrote to), and whether it was deleted. */
function ThreadInbox({ conversation: c, deleted }: { conversation: Conversation; deleted: boolean }) {
  // The website chat's one inbox carries the channel's own name: saying it twice tells nothing.
  if (c.inbox.name === CHANNEL_LABELS[c.channel] && !deleted) return null;
  return (
    <span className="inline-flex min-w-0 items-center gap-1" data-testid="thread-inbox" data-inbox-id={c.inbox.id} title={deleted ? `The inbox ${c.inbox.name} was deleted` : `Replies go out of ${c.inbox.name}`}>
      <InboxIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">
        <span className="sr-only">{deleted ? "Inbox" : "Replies go out of"} </span>
        <span aria-hidden="true">via </span>
        {c.inbox.name}
        {deleted && " (deleted)"}
      </span>
    </span>
  );
}
