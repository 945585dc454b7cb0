import "server-only";
import type { ChatappSend } from "@/lib/channels/chatapp/messaging/cloud-types";
import type { SendMessageConfig } from "../../nodes/message-node";
import { interpolate } from "../values";
import { chatappSendExecutor, templateSend } from "./chatapp-send";
import { layerSendExecutor } from "./layer-send";
import type { EffectExecutor, StepContext } from "./types";
import { webchatSendExecutor } from "./webchat-send";

export type { SendMessageConfig };
type Step = StepContext<SendMessageConfig>;

/** Chatapp through its own pipeline (templates, the message id as the platform's callback data). */
const chatapp = chatappSendExecutor<SendMessageConfig>(
  async (s: Step, phone): Promise<ChatappSend> => {
    const c = s.config;
    if (c.kind === "template") return templateSend({ ...s, config: c }, phone);
    if (c.kind === "media") {
      const caption = c.caption && c.mediaType !== "audio" ? interpolate(c.caption, await s.vars()).slice(0, 1024) : "";
      return { kind: "media", input: { to: phone, mediaType: c.mediaType, mediaUrl: c.mediaUrl, ...(caption && { caption }) } } as ChatappSend;
    }
    return { kind: "text", input: { to: phone, body: interpolate(c.text, await s.vars()).slice(0, 4096) || " " } } as ChatappSend;
  },
  (c) => c.inboxId || null,
);

type Job = { via: "chatapp" | "layer" | "webchat"; job: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each channel's executor keeps its own job shape.
const BY_VIA: Record<Job["via"], EffectExecutor<SendMessageConfig, any>> = { chatapp, layer: layerSendExecutor, webchat: webchatSendExecutor };
const viaOf = (c: SendMessageConfig): Job["via"] => (c.channel === "chatapp" ? "chatapp" : c.channel === "webchat" ? "webchat" : "layer");

/**
 * "Send message": the run's contact on the inbox's channel. Each channel's part keeps the
 * crash safety of its pipeline (prepare, perform, settle, recover); this one only routes.
 */
export const sendMessageExecutor: EffectExecutor<SendMessageConfig, Job> = {
  kind: "effect",
  async prepare(s, key) {
    const via = viaOf(s.config);
    const { job, input } = await BY_VIA[via].prepare(s, key);
    return { job: { via, job }, input };
  },
  perform: (j) => BY_VIA[j.via].perform(j.job),
  settle: (s, j, outcome) => BY_VIA[j.via].settle(s, j.job, outcome),
  async recover(s, step) {
    const via = viaOf(s.config);
    const found = await BY_VIA[via].recover(s, step);
    return "outcome" in found ? { outcome: found.outcome, job: { via, job: found.job } } : { job: { via, job: found.job } };
  },
};
