"use client";

import { ChevronDownIcon, FlaskConicalIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isLayerChannel, LAYER_CHANNELS } from "@/components/channels/layer-channels";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useSimulateChannelInbound } from "@/lib/client/hooks/use-channel-layer";
import { useSimulateInbound } from "@/lib/client/hooks/use-chatapp";
import type { ChannelName, LayerChannel } from "@/lib/client/types";
import { phoneSchema } from "@/lib/contacts/schemas";

/** The channels the panel can write on (their sandbox has an inbound simulator). */
export type SimulatableChannel = "chatapp" | LayerChannel;
export const canSimulate = (c: ChannelName): c is SimulatableChannel => c === "chatapp" || isLayerChannel(c);

// The sandbox route's body: the customer's number, an optional profile name, and the text.
const simulateSchema = z.object({
  from: phoneSchema,
  name: z.string().trim().max(200, "must be at most 200 characters").optional(),
  text: z.string().trim().min(1, "is required").max(4096, "must be at most 4096 characters"),
});
type Values = z.input<typeof simulateSchema>;
const resolver = schemaResolver(simulateSchema);

/**
 * The sandbox's stand-in for a customer's phone: what is sent here arrives through the same
 * inbound path as a real platform callback. Shown while chatapp, photoapp or socialchat is in
 * sandbox mode; with several, the agent picks which channel the customer writes on.
 */
export function SimulateCustomer({ channels, onReceived }: { channels: SimulatableChannel[]; onReceived: (conversationId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<SimulatableChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : channels[0];
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
                    {c === "chatapp" ? "Chatapp" : LAYER_CHANNELS[c].title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {channel === "chatapp" ? <ChatappSimulateForm onReceived={onReceived} /> : <LayerSimulateForm key={channel} channel={channel} onReceived={onReceived} />}
      </CollapsibleContent>
    </Collapsible>
  );
}

function ChatappSimulateForm({ onReceived }: { onReceived: (conversationId: string) => void }) {
  const simulate = useSimulateInbound();
  const form = useForm<Values, unknown, z.output<typeof simulateSchema>>({ resolver, defaultValues: { from: "+1 555 010 2030", name: "Sandbox Customer", text: "" } });

  async function onSubmit(values: z.output<typeof simulateSchema>) {
    try {
      const res = await simulate.mutateAsync({ from: values.from, text: values.text, ...(values.name ? { name: values.name } : {}) });
      form.resetField("text");
      toast.success("The customer’s message arrived");
      onReceived(res.conversationId);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not simulate the message", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3 px-4 pb-4">
        <p className="text-muted-foreground text-xs">Sends a message to your sandbox number as this customer would from their phone.</p>
        <div className="grid grid-cols-2 gap-2">
          <TextField control={form.control} name="from" label="Customer phone" type="tel" autoComplete="off" />
          <TextField control={form.control} name="name" label="Profile name" autoComplete="off" />
        </div>
        <TextField control={form.control} name="text" label="Message" multiline />
        <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
          Send as customer
        </SubmitButton>
      </form>
    </Form>
  );
}

// The layer's sandbox route: the customer's platform id (digits), an optional name, the text.
const layerSimulateSchema = z.object({
  from: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters").regex(/^[0-9A-Za-z_-]+$/, "must be a platform user id (digits)"),
  name: z.string().trim().max(200, "must be at most 200 characters").optional(),
  text: z.string().trim().min(1, "is required").max(1000, "must be at most 1000 characters"),
});
type LayerValues = z.input<typeof layerSimulateSchema>;
const layerResolver = schemaResolver(layerSimulateSchema);

/** A 16-digit platform user id like the ones the platform gives, different per panel opening. */
const sampleUserId = () => `1784140${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

function LayerSimulateForm({ channel, onReceived }: { channel: LayerChannel; onReceived: (conversationId: string) => void }) {
  const simulate = useSimulateChannelInbound();
  const [defaults] = useState(() => ({ from: sampleUserId(), name: "Sandbox Customer", text: "" }));
  const form = useForm<LayerValues, unknown, z.output<typeof layerSimulateSchema>>({ resolver: layerResolver, defaultValues: defaults });
  const title = LAYER_CHANNELS[channel].title;

  async function onSubmit(values: z.output<typeof layerSimulateSchema>) {
    try {
      const res = await simulate.mutateAsync({ channel, from: values.from, text: values.text, ...(values.name ? { name: values.name } : {}) });
      form.resetField("text");
      toast.success("The customer’s message arrived");
      onReceived(res.conversationId);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not simulate the message", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3 px-4 pb-4">
        <p className="text-muted-foreground text-xs">Sends a message to your sandbox {title.toLowerCase()} account as this customer would from the app.</p>
        <div className="grid grid-cols-2 gap-2">
          <TextField control={form.control} name="from" label="Customer user ID" inputProps={{ inputMode: "numeric" }} autoComplete="off" />
          <TextField control={form.control} name="name" label="Profile name" autoComplete="off" />
        </div>
        <TextField control={form.control} name="text" label="Message" multiline />
        <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
          Send as customer
        </SubmitButton>
      </form>
    </Form>
  );
}
