import { z } from "zod";
import { defineNode, NEXT } from "./types";

/**
 * Adds a conversation label to, or takes it off, the run's contact's open conversations
 * (lib/labels; not a contact tag). The event's conversation is one of them when it is open.
 */
export const conversationLabelNode = defineNode({
  type: "conversation-label",
  label: "Add or remove label",
  description: "Puts a conversation label on the contact's open conversations, or takes it off",
  icon: "tag",
  category: "Contact",
  config: z.object({
    action: z.enum(["add", "remove"], { error: "must be add or remove" }),
    labelId: z.string({ error: "is required" }).trim().min(1, "choose a label"),
  }),
  defaults: { action: "add", labelId: "" },
  hasInput: true,
  outputs: () => NEXT,
});
