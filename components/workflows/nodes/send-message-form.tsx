"use client";

import Link from "next/link";
import { FormControl, FormDescription, FormItem, FormLabel } from "@/components/ui/form";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useInboxes } from "@/lib/client/hooks/use-inboxes";
import { inSentence } from "@/components/channels/connect-config";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { SEND_CAPABILITIES, SEND_CHANNELS, sendMessageNode, type SendChannel } from "@/lib/workflows/nodes/message-node";
import { ChoiceField } from "./fields/choice-field";
import { TemplateFields } from "./fields/template-fields";
import { TemplatedTextField } from "./fields/templated-text-field";
import { useNodeForm, type NodeFormProps } from "./node-form";
import { NodeFormShell } from "./node-form-shell";

const label = (c: SendChannel) => CHANNEL_META[c.toUpperCase() as ChannelType].label;
/** The channels that reach a contact by a contact field, named inside a sentence ("a, b and c"). */
const sentence = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));
const channelsBy = (kind: "phone" | "email") => sentence(SEND_CHANNELS.filter((c) => capabilitiesOf(c).addressedBy === kind).map((c) => inSentence(label(c))));
const byAddress = [channelsBy("phone") && `by phone on ${channelsBy("phone")}`, channelsBy("email") && `by email address on ${channelsBy("email")}`].filter(Boolean).join(", ");
const DEFAULT = "default:";
const MEDIA_LABELS: Record<string, string> = { image: "Image", photo: "Photo", video: "Video", audio: "Audio", document: "Document", file: "File" };

/** Which inbox (or a channel's default) and what: a text, an approved template or media, as the channel allows. */
export function SendMessageForm(props: NodeFormProps) {
  const form = useNodeForm(sendMessageNode.config, props);
  const inboxes = useInboxes();
  const [channel, inboxId, kind] = form.watch(["channel", "inboxId", "kind"]);
  const can = SEND_CAPABILITIES[channel] ?? SEND_CAPABILITIES[sendMessageNode.defaults.channel];
  const usable = (inboxes.data ?? []).filter((i) => i.status === "connected" || i.status === "error");
  const byChannel = SEND_CHANNELS.map((c) => ({ channel: c, inboxes: usable.filter((i) => i.channel === c) })).filter((g) => g.inboxes.length);
  const value = inboxId ? inboxId : `${DEFAULT}${channel}`;
  const known = !inboxId || usable.some((i) => i.id === inboxId);

  // Another channel or kind has other fields: the config starts that shape afresh, keeping the inbox.
  function reshape(next: { channel: SendChannel; inboxId: string | null; kind: string }) {
    const media = SEND_CAPABILITIES[next.channel].media;
    const k = next.kind === "template" && !SEND_CAPABILITIES[next.channel].templates ? "text" : next.kind === "media" && !media.length ? "text" : next.kind;
    const base = { channel: next.channel, inboxId: next.inboxId };
    const now = form.getValues() as Record<string, unknown>;
    const text = now.kind === "text" && typeof now.text === "string" ? now.text : undefined;
    if (k === "template") form.reset({ ...base, kind: "template", templateName: "", languageCode: "en" });
    else if (k === "media") form.reset({ ...base, kind: "media", mediaType: media[0] as never, mediaUrl: "" });
    else form.reset({ ...base, kind: "text", text: text ?? "Hi {{contact.firstName}}" });
    void form.trigger();
  }
  function pickInbox(v: string) {
    if (v.startsWith(DEFAULT)) return reshape({ channel: v.slice(DEFAULT.length) as SendChannel, inboxId: null, kind });
    const inbox = usable.find((i) => i.id === v);
    if (inbox) reshape({ channel: inbox.channel as SendChannel, inboxId: inbox.id, kind });
  }

  const kinds = [{ value: "text", label: "Text" }, ...(can.templates ? [{ value: "template", label: "Approved template" }] : []), ...(can.media.length ? [{ value: "media", label: "Media (image, file…)" }] : [])];
  return (
    <NodeFormShell form={form} readOnly={props.readOnly}>
      <FormItem>
        <FormLabel>From inbox</FormLabel>
        <Select value={value} onValueChange={pickInbox}>
          <FormControl>
            <SelectTrigger className="w-full">
              <SelectValue placeholder={inboxes.isPending ? "Loading inboxes…" : "Choose an inbox"} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {byChannel.map((g) => (
              <SelectGroup key={g.channel}>
                <SelectLabel>{label(g.channel)}</SelectLabel>
                <SelectItem value={`${DEFAULT}${g.channel}`}>{`${label(g.channel)}'s default inbox`}</SelectItem>
                {g.inboxes.map((i) => (
                  <SelectItem key={i.id} value={i.id}>
                    {`${i.name ?? i.displayName ?? i.id}${i.isDefault ? " (default now)" : ""}`}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
            {!byChannel.some((g) => g.channel === channel) && <SelectItem value={`${DEFAULT}${channel}`}>{`${label(channel)}'s default inbox (not connected)`}</SelectItem>}
            {!known && <SelectItem value={inboxId!}>An inbox no longer connected</SelectItem>}
          </SelectContent>
        </Select>
        <FormDescription className="text-xs">
          {known ? `The contact is reached ${byAddress}, elsewhere by the id they wrote from; without one, or outside the 24-hour window, the step leaves by Failed.` : (
            <>
              This inbox was deleted or disconnected; pick another or reconnect it under{" "}
              <Link href="/settings/channels" className="underline underline-offset-2">
                Settings → Channels
              </Link>
              .
            </>
          )}
        </FormDescription>
      </FormItem>
      {kinds.length > 1 && <ChoiceField name="kind" label="Send" options={kinds} onPick={(k) => reshape({ channel, inboxId: inboxId ?? null, kind: k })} />}
      {kind === "text" && <TemplatedTextField control={form.control} name="text" label="Message" maxLength={can.textMax} stepIds={props.stepIds} />}
      {kind === "template" && <TemplateFields form={form} nodeId={props.node.id} stepIds={props.stepIds} />}
      {kind === "media" && (
        <>
          <SelectField control={form.control} name="mediaType" label="Media type" options={can.media.map((m) => ({ value: m, label: MEDIA_LABELS[m] ?? m }))} />
          <TextField control={form.control} name="mediaUrl" label="Media URL" placeholder="https://cdn.example.com/brochure.pdf" description="A public https link the platform downloads." />
          <TemplatedTextField control={form.control} name="caption" label="Caption (optional)" singleLine maxLength={1024} stepIds={props.stepIds} />
        </>
      )}
    </NodeFormShell>
  );
}
