import { z } from "zod";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_TYPES, channelKey, type ChannelKey } from "@/lib/channels/keys";
import { sendTemplateNode } from "./definitions";
import { templated } from "./fields";
import { defineNode, NEXT_OR_FAILED } from "./types";

/**
 * "Send message": one node for every inbox. The channel is part of the config so that "the
 * channel's default inbox" (no inboxId) still says where it goes; an inboxId must be an inbox
 * of that channel (publish checks it against the company's inboxes).
 */
export const SEND_CHANNELS = CHANNEL_TYPES.map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];
export type SendChannel = ChannelKey;

/** What each channel can send from a workflow, as it declares: templates, media in its own words (photoapp "file", botchat "photo"), text length. */
export const SEND_CAPABILITIES = Object.fromEntries(
  SEND_CHANNELS.map((c) => [c, { templates: capabilitiesOf(c).templates, media: capabilitiesOf(c).sendMedia, textMax: capabilitiesOf(c).textMax }]),
) as Record<SendChannel, { templates: boolean; media: readonly string[]; textMax: number }>;
/** Every channel's media words together: the node's config takes any, and the channel's own list is checked beside. */
export const MEDIA_TYPES = [...new Set(SEND_CHANNELS.flatMap((c) => capabilitiesOf(c).sendMedia))] as unknown as readonly [string, ...string[]];

const channel = z.enum(SEND_CHANNELS, { error: `must be one of ${SEND_CHANNELS.join(", ")}` });
const inboxId = z
  .string({ error: "must be a string" })
  .trim()
  .max(64, "must be at most 64 characters")
  .nullish()
  .meta({ description: "The inbox to send from; left out, the channel's default inbox" });
const base = { channel, inboxId };
const { templateName, languageCode, bodyVariables } = sendTemplateNode.config.shape;

export const sendMessageNode = defineNode({
  type: "send-message",
  label: "Send message",
  description: "Sends a text, a template or media to the contact from one of the company's inboxes",
  icon: "send",
  category: "Messages",
  config: z
    .discriminatedUnion(
      "kind",
      [
        z.object({ ...base, kind: z.literal("text"), text: templated(4096) }),
        z.object({ ...base, kind: z.literal("template"), templateName, languageCode, bodyVariables }),
        z.object({
          ...base,
          kind: z.literal("media"),
          mediaType: z.enum(MEDIA_TYPES, { error: `must be one of ${MEDIA_TYPES.join(", ")}` }),
          mediaUrl: z.url({ protocol: /^https$/, error: (i) => (i.input === undefined || i.input === "" ? "is required" : "must be an absolute https URL") }).max(2048, "must be at most 2,048 characters"),
          caption: z.string().trim().max(1024, "must be at most 1,024 characters").optional().meta({ description: "May use variables" }),
        }),
      ],
      { error: "must be text, template or media" },
    )
    .superRefine((c, ctx) => {
      const can = SEND_CAPABILITIES[c.channel];
      if (c.kind === "template" && !can.templates) ctx.addIssue({ code: "custom", path: ["kind"], message: `${c.channel} has no message templates: send a text or media` });
      if (c.kind === "media" && !can.media.includes(c.mediaType))
        ctx.addIssue({ code: "custom", path: ["mediaType"], message: can.media.length ? `must be one of ${can.media.join(", ")} on ${c.channel}` : `${c.channel} sends no media from a workflow` });
      if (c.kind === "text" && c.text.length > can.textMax) ctx.addIssue({ code: "custom", path: ["text"], message: `must be at most ${can.textMax.toLocaleString("en")} characters on ${c.channel}` });
    }),
  defaults: { channel: "chatapp", inboxId: null, kind: "text", text: "Hi {{contact.firstName}}" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED,
});

export type SendMessageConfig = z.output<typeof sendMessageNode.config>;
