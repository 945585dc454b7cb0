import { z } from "zod";
import { labelIdsField } from "@/lib/labels/schemas";
import { snoozeFields } from "@/lib/snooze/schemas";

export const BULK_MAX_IDS = 100;

const ids = z
  .array(z.string({ error: "must be a conversation id" }).min(1, "must be a conversation id"), { error: (i) => (i.input === undefined ? "is required" : "must be an array of conversation ids") })
  .min(1, "needs at least one conversation id")
  .max(BULK_MAX_IDS, `at most ${BULK_MAX_IDS} conversations at once`)
  .meta({ description: `The conversations, at most ${BULK_MAX_IDS}; repeated ids are done once` });

const required = (i: { input?: unknown }) => (i.input === undefined ? "is required" : "must be a user id");

export const bulkActionInput = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("assign"), ids, agentId: z.string({ error: required }).min(1, "is required") }),
      z.object({ action: z.literal("unassign"), ids }),
      z.object({ action: z.literal("label"), ids, labelIds: labelIdsField }),
      z.object({ action: z.literal("unlabel"), ids, labelIds: labelIdsField }),
      z.object({ action: z.literal("resolve"), ids }),
      z
        .object({ action: z.literal("snooze"), ids, ...snoozeFields })
        .refine((v) => !!v.until || v.untilReply === true, { path: ["until"], error: "is required unless untilReply is true" }),
    ],
    { error: "must be one of assign, unassign, label, unlabel, resolve, snooze" },
  )
  .meta({ id: "BulkConversationActionInput", example: { action: "resolve", ids: ["cnv_1", "cnv_2"] } });
export type BulkActionInput = z.infer<typeof bulkActionInput>;

export const bulkResultSchema = z
  .object({
    done: z.number().int(),
    refused: z.number().int(),
    results: z.array(
      z.object({
        id: z.string(),
        status: z.enum(["done", "refused"]),
        error: z.object({ code: z.string(), message: z.string() }).optional().meta({ description: "Why it was refused: the error the single action would have answered (another company's id: NOT_FOUND)" }),
      }),
    ),
  })
  .meta({ id: "BulkConversationActionResult" });
export type BulkResult = z.infer<typeof bulkResultSchema>;
