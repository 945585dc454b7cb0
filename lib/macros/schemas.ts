import { z } from "zod";
import { pageOf } from "@/lib/http/query";
import { conversationSchema } from "@/lib/conversations/schemas";
import { labelIdsField } from "@/lib/labels/schemas";

export const MACRO_LIMITS = { name: 100, actions: 20, snoozeMinutes: 366 * 24 * 60 } as const;
export const MACRO_VISIBILITIES = ["personal", "shared"] as const;
export const MACRO_ACTION_TYPES = ["send_saved_reply", "add_labels", "remove_labels", "assign_agent", "assign_team", "snooze", "resolve"] as const;
export type MacroActionType = (typeof MACRO_ACTION_TYPES)[number];

const id = (what: string) => z.string({ error: (i) => (i.input === undefined ? "is required" : `must be a ${what} id`) }).min(1, "is required");

export const macroActionSchema = z
  .discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("send_saved_reply"), savedReplyId: id("saved reply") }).meta({ description: "Send a saved reply, its {{contact.…}} variables filled for the conversation's contact" }),
      z.object({ type: z.literal("add_labels"), labelIds: labelIdsField }),
      z.object({ type: z.literal("remove_labels"), labelIds: labelIdsField }),
      z.object({ type: z.literal("assign_agent"), agentId: id("user") }),
      z.object({ type: z.literal("assign_team"), teamId: id("team") }),
      z
        .object({
          type: z.literal("snooze"),
          minutes: z.number({ error: "must be a number of minutes" }).int("must be a whole number").min(5, "must be at least 5").max(MACRO_LIMITS.snoozeMinutes, "must be at most a year").optional(),
          untilReply: z.boolean({ error: "must be true or false" }).optional(),
        })
        .refine((v) => v.minutes !== undefined || v.untilReply === true, { path: ["minutes"], error: "is required unless untilReply is true" })
        .meta({ description: "Snooze for `minutes` from the run, or until the customer writes" }),
      z.object({ type: z.literal("resolve") }),
    ],
    { error: `must be one of ${MACRO_ACTION_TYPES.join(", ")}` },
  )
  .meta({ id: "MacroAction" });
export type MacroAction = z.infer<typeof macroActionSchema>;

const name = z
  .string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") })
  .trim()
  .min(1, "is required")
  .max(MACRO_LIMITS.name, `must be at most ${MACRO_LIMITS.name} characters`);
const visibility = z.enum(MACRO_VISIBILITIES, { error: "must be personal or shared" }).meta({ description: "personal: yours alone; shared: the whole company's (needs macros:write to create or change)" });
const actions = z
  .array(macroActionSchema, { error: (i) => (i.input === undefined ? "is required" : "must be an array of actions") })
  .min(1, "needs at least one action")
  .max(MACRO_LIMITS.actions, `at most ${MACRO_LIMITS.actions} actions`)
  .meta({ description: "Run in this order; a refused step stops the run" });

export const createMacroInput = z
  .object({ name, visibility: visibility.default("personal"), actions }, { error: "must be a JSON object" })
  .meta({ id: "CreateMacroInput", example: { name: "Billing hand-off", visibility: "shared", actions: [{ type: "send_saved_reply", savedReplyId: "svr_1" }] } });
export type CreateMacroInput = z.infer<typeof createMacroInput>;

export const updateMacroInput = z
  .object({ name: name.optional(), visibility: visibility.optional(), actions: actions.optional() }, { error: "must be a JSON object" })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of name, visibility, actions" })
  .meta({ id: "UpdateMacroInput" });
export type UpdateMacroInput = z.infer<typeof updateMacroInput>;

export const macroIdParams = z.object({ id: z.string().min(1) });
export const runMacroParams = z.object({ conversationId: z.string().min(1), macroId: z.string().min(1) });

export const macroSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility: z.enum(MACRO_VISIBILITIES),
    owner: z.object({ id: z.string(), name: z.string() }).nullable(),
    actions: z.array(macroActionSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Macro" });
export type MacroView = z.infer<typeof macroSchema>;
export const macroListSchema = pageOf(macroSchema, "MacroList");
export const macroDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "MacroDeleted" });

export const macroRunSchema = z
  .object({
    completed: z.boolean().meta({ description: "true when every step was done" }),
    steps: z.array(
      z.object({
        index: z.number().int(),
        type: z.enum(MACRO_ACTION_TYPES),
        status: z.enum(["done", "refused", "skipped"]).meta({ description: "skipped: after a refused step, not tried" }),
        error: z.object({ code: z.string(), message: z.string() }).optional(),
      }),
    ),
    conversation: conversationSchema,
  })
  .meta({ id: "MacroRun", description: "Steps before a refused one stay done (a sent message cannot be taken back)" });
export type MacroRun = z.infer<typeof macroRunSchema>;
