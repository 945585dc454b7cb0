import { z } from "zod";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { sendTemplateNode } from "./definitions";
import { templated } from "./fields";
import { defineNode, NEXT_OR_FAILED } from "./types";

/**
 * "Send message": one node for every inbox. The channel is part of the config so that "the
 * channel's default inbox" (no inboxId) still says where it goes; an inboxId must be an inbox
 * of that channel (publish checks it against the company's inboxes).
 */
export const SEND_CHANNELS = ["chatapp", "photoapp", "socialchat", "botchat", "sms", "webchat"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** What each channel can send from a workflow: templates are chatapp's; media types as each platform names them. */
// Templates and text length are the channel's declared capabilities; the media types are each
// channel's own send vocabulary (photoapp "file", botchat "photo"), as its send routes take them.
const sendable = (channel: SendChannel, media: readonly string[]) => ({ templates: capabilitiesOf(channel).templates, media, textMax: capabilitiesOf(channel).textMax });
export const SEND_CAPABILITIES: Record<SendChannel, { templates: boolean; media: readonly string[]; textMax: number }> = {
  chatapp: sendable("chatapp", ["image", "video", "audio", "document"]),
  photoapp: sendable("photoapp", ["image", "video", "audio", "file"]),
  socialchat: sendable("socialchat", ["image", "video", "audio", "file"]),
  botchat: sendable("botchat", ["photo", "document"]),
  sms: sendable("sms", ["image"]),
  webchat: sendable("webchat", []),
};
export const MEDIA_TYPES = ["image", "video", "audio", "document", "file", "photo"] as const;

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
