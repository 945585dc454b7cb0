"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { channelUi } from "@/components/channels/lookup";
import { inSentence } from "@/components/channels/connect-config";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { useChannels } from "@/lib/client/hooks/use-channels";
import type { ChannelStatus } from "@/lib/client/types";
import { ContactChooser, type StartContact } from "./contact-chooser";
import { FirstTextForm } from "./first-text-form";
import { startOptions, templateRule } from "./start-channels";
import { useOpenThread } from "./use-open-thread";

/**
 * Writing first: pick the contact (unless opened from one), a connected channel, then what
 * the channel's rule allows: a template while the window of a channel with templates is closed,
 * free text while it is open (and always on a channel without a window). It sends through the
 * channel's own send route, which finds or creates the contact's open conversation, and opens
 * that conversation in the inbox.
 */
export function StartConversationDialog({ contact, open, onOpenChange }: { contact?: StartContact | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>New conversation</DialogTitle>
          <DialogDescription>Write first on a connected channel.{templateRule()}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: each start begins from a clean choice. */}
        {open && <StartForm fixed={contact ?? null} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StartForm({ fixed, onClose }: { fixed: StartContact | null; onClose: () => void }) {
  const router = useRouter();
  const channels = useChannels();
  const [chosen, setChosen] = useState<StartContact | null>(fixed);
  const options = startOptions(channels.data?.data ?? [], { phone: chosen?.phone ?? null, email: chosen?.email ?? null });
  const usable = options.filter((o) => !o.reason);
  const [picked, setPicked] = useState<string | null>(null);
  const channel = usable.find((o) => o.channel === picked) ?? (usable.length === 1 ? usable[0] : null);
  // A channel with several connected numbers asks which one writes; its default is preselected.
  const senders = (channels.data?.data.find((c) => c.channel === channel?.channel)?.inboxes ?? []).filter((i) => i.status !== "disconnected");
  const [pickedInbox, setPickedInbox] = useState<string | null>(null);
  const inbox = senders.length > 1 ? (senders.find((i) => i.id === pickedInbox) ?? senders.find((i) => i.isDefault) ?? senders[0]) : null;
  const thread = useOpenThread(chosen?.id ?? null, channel?.channel ?? null, inbox?.id);
  const can = channel ? capabilitiesOf(channel.channel) : null;
  const start = channel ? channelUi(channel.channel).start : undefined;

  function sent(conversationId: string) {
    onClose();
    router.push(`/inbox?c=${encodeURIComponent(conversationId)}`);
  }

  return (
    <div className="-mx-6 grid min-h-0 gap-4 overflow-y-auto px-6 pb-1">
      {fixed ? (
        <p className="text-sm">
          To <span className="font-medium">{fixed.name}</span>
          {fixed.phone && <span className="text-muted-foreground"> · +{fixed.phone}</span>}
        </p>
      ) : (
        <ContactChooser chosen={chosen} onChoose={setChosen} />
      )}
      {chosen && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Channel</legend>
          {channels.isPending ? (
            <Skeleton className="h-9 w-full" />
          ) : channels.isError ? (
            <p className="text-destructive text-sm">Could not load the channels. Close and try again.</p>
          ) : options.length === 0 ? (
            <p className="text-muted-foreground text-sm">No channel is connected. Connect one in Settings → Channels.</p>
          ) : (
            <RadioGroup value={channel?.channel ?? ""} onValueChange={setPicked} aria-label="Channel" className="gap-2">
              {options.map((o) => (
                <div key={o.channel} className="flex items-start gap-2">
                  <RadioGroupItem value={o.channel} id={`start-${o.channel}`} disabled={!!o.reason} className="mt-0.5" />
                  <Label htmlFor={`start-${o.channel}`} className="grid gap-0.5 leading-snug font-normal">
                    <span className="font-medium">
                      {o.label}
                      {o.mode === "sandbox" && <span className="text-muted-foreground font-normal"> (sandbox)</span>}
                    </span>
                    {o.reason && <span className="text-muted-foreground text-xs">{o.reason}</span>}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        </fieldset>
      )}
      {chosen && channel && inbox && <InboxChoice inboxes={senders} value={inbox.id} onChange={setPickedInbox} />}
      {chosen && channel?.to && (thread.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : thread.isError ? (
        <p className="text-destructive text-sm">Could not check the contact&apos;s conversations. Close and try again.</p>
      ) : start?.TemplateForm && can?.templates && can.windowHours !== null && !thread.data?.window.open ? (
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm" data-testid="start-window">
            The {can.windowHours}-hour window is closed{thread.data ? "" : `: this contact has no open ${inSentence(channel.label)} conversation`}. Send an approved template.
          </p>
          <start.TemplateForm key={`${chosen.id}-${inbox?.id}`} to={channel.to} conversationId={thread.data?.id} inboxId={inbox?.id} onSent={sent} onCancel={onClose} />
        </div>
      ) : start && (
        <FirstTextForm
          key={`${chosen.id}-${channel.channel}-${inbox?.id}`}
          channel={channel.channel}
          start={start}
          to={channel.to}
          conversationId={thread.data?.id}
          inboxId={inbox?.id}
          onSent={sent}
          onCancel={onClose}
        />
      ))}
    </div>
  );
}

/** Which of the channel's numbers (pages, bots) the first message goes out of; the conversation then stays with it. */
function InboxChoice({ inboxes, value, onChange }: { inboxes: ChannelStatus["inboxes"]; value: string; onChange: (id: string) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="start-inbox">From</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="start-inbox" className="w-full sm:w-96" data-testid="start-inbox">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {inboxes.map((i) => (
            <SelectItem key={i.id} value={i.id}>
              {i.name}
              {i.displayName && i.displayName !== i.name && <span className="text-muted-foreground tabular-nums"> · {i.displayName}</span>}
              {i.isDefault && <span className="text-muted-foreground"> (default)</span>}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-muted-foreground text-xs">The conversation stays with this inbox: replies go out of it too.</p>
    </div>
  );
}
