"use client";

import { ChevronDownIcon, FlaskConicalIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { SimulateConfig } from "@/components/channels/connect-config";
import { isConnectable, layerConfig } from "@/components/channels/lookup";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useSimulateChannelInbound } from "@/lib/client/hooks/use-channel-layer";
import { useChannels } from "@/lib/client/hooks/use-channels";
import type { ChannelName, ConnectableChannel } from "@/lib/client/types";

/** The channels the panel can write on (every channel on the layer has a sandbox with an inbound simulator). */
export type SimulatableChannel = ConnectableChannel;
export const canSimulate = (c: ChannelName): c is SimulatableChannel => isConnectable(c);

/**
 * The sandbox's stand-in for a customer's phone: what is sent here arrives through the same
 * inbound path as a real platform callback. Shown while a channel on the layer is in sandbox
 * mode; with several, the agent picks which channel the customer writes on, and with
 * several sandbox inboxes on that channel, which of them.
 */
export function SimulateCustomer({ channels, onReceived }: { channels: SimulatableChannel[]; onReceived: (conversationId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<SimulatableChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : channels[0];
  // A channel with several sandbox inboxes asks which one the customer writes to (its default first).
  const statuses = useChannels().data?.data;
  const targets = (statuses?.find((c) => c.channel === channel)?.inboxes ?? []).filter((i) => i.mode === "sandbox" && i.status !== "disconnected");
  const [pickedInbox, setPickedInbox] = useState<string | null>(null);
  const inbox = targets.length > 1 ? (targets.find((i) => i.id === pickedInbox) ?? targets.find((i) => i.isDefault) ?? targets[0]) : null;
  if (!channel) return null;

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="border-t" data-testid="simulate-customer">
      <CollapsibleTrigger className="hover:bg-accent/60 focus-visible:ring-ring/50 flex w-full items-center gap-2 px-4 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px]">
        <FlaskConicalIcon className="text-primary size-4" aria-hidden="true" />
        Simulate customer
        <span className="text-muted-foreground text-xs font-normal">sandbox</span>
        <ChevronDownIcon className={`ml-auto size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        {channels.length > 1 && (
          <div className="grid gap-1.5 px-4 pb-3">
            <Label htmlFor="simulate-channel">Channel</Label>
            <Select value={channel} onValueChange={(v) => setPicked(v as SimulatableChannel)}>
              <SelectTrigger id="simulate-channel" className="w-full" size="sm">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {channels.map((c) => (
                  <SelectItem key={c} value={c}>
                    {layerConfig(c).title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {inbox && (
          <div className="grid gap-1.5 px-4 pb-3">
            <Label htmlFor="simulate-inbox">Writes to</Label>
            <Select value={inbox.id} onValueChange={setPickedInbox}>
              <SelectTrigger id="simulate-inbox" className="w-full" size="sm">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {targets.map((i) => (
                  <SelectItem key={i.id} value={i.id}>
                    {i.name}
                    {i.displayName && i.displayName !== i.name && <span className="text-muted-foreground tabular-nums"> · {i.displayName}</span>}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <SimulateForm key={channel} channel={channel} inboxId={inbox?.id} onReceived={onReceived} />
      </CollapsibleContent>
    </Collapsible>
  );
}

/** The customer's id on the channel (their phone, where the channel is keyed by phone), an optional profile name, and the text (or, where the channel has buttons, a tap's data). */
function simulateSchema(config: SimulateConfig) {
  return z
    .object({
      from: config.from,
      name: z.string().trim().max(200, "must be at most 200 characters").optional(),
      text: z.string().trim().max(config.textMax, `must be at most ${config.textMax} characters`),
      payload: z.string().trim().max(64, "must be at most 64 characters").optional(),
      subject: z.string().trim().max(998, "must be at most 998 characters").optional(),
    })
    .refine((v) => v.text || v.payload, { path: ["text"], message: config.tap ? "is required (or give the tapped button's data)" : "is required" });
}
type Values = { from: string; name?: string; text: string; payload?: string; subject?: string };

function SimulateForm({ channel, inboxId, onReceived }: { channel: SimulatableChannel; inboxId?: string; onReceived: (conversationId: string) => void }) {
  const config = layerConfig(channel).simulate;
  const { subjects, addressedBy } = capabilitiesOf(channel);
  const simulate = useSimulateChannelInbound();
  const resolver = useMemo(() => schemaResolver(simulateSchema(config)) as unknown as Resolver<Values>, [config]);
  const [defaults] = useState(() => ({ from: config.sampleFrom(), name: "Sandbox Customer", text: "", payload: "", subject: "" }));
  const form = useForm<Values>({ resolver, defaultValues: defaults });

  async function onSubmit(values: Values) {
    try {
      // A tap carries its data; the simulator still wants a text, which the channel ignores for a tap.
      const tap = values.payload ? { payload: values.payload } : {};
      // The sandbox inbox written to rides in the body beside the rest (the channel's default when absent).
      const to = inboxId ? { inboxId } : {};
      const res = await simulate.mutateAsync({ channel, from: values.from, text: values.text || values.payload || "", ...tap, ...to, ...(values.name ? { name: values.name } : {}), ...(values.subject ? { subject: values.subject } : {}) });
      form.resetField("text");
      form.resetField("subject");
      form.resetField("payload");
      toast.success("The customer’s message arrived");
      onReceived(res.conversationId);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not simulate the message", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3 px-4 pb-4">
        <p className="text-muted-foreground text-xs">{config.intro}</p>
        <div className="grid grid-cols-2 gap-2">
          {config.tel ? (
            <TextField control={form.control} name="from" label={config.fromLabel} type="tel" autoComplete="off" />
          ) : addressedBy === "email" ? (
            <TextField control={form.control} name="from" label={config.fromLabel} type="email" autoComplete="off" />
          ) : (
            <TextField control={form.control} name="from" label={config.fromLabel} inputProps={{ inputMode: "numeric" }} autoComplete="off" />
          )}
          <TextField control={form.control} name="name" label="Profile name" autoComplete="off" />
        </div>
        {subjects && <TextField control={form.control} name="subject" label="Subject" autoComplete="off" />}
        <TextField control={form.control} name="text" label="Message" multiline />
        {config.tap && <TextField control={form.control} name="payload" label={config.tap.label} description={config.tap.description} autoComplete="off" />}
        <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
          Send as customer
        </SubmitButton>
      </form>
    </Form>
  );
}
