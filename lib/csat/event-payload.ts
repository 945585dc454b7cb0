import { z } from "zod";
import { eventChannel } from "@/lib/events/payloads/resources";

/** csat.received: a customer's rating of a resolved conversation (lib/csat). */
export const csatReceivedPayload = z
  .object({
    channel: eventChannel,
    survey: z
      .object({
        id: z.string(),
        conversationId: z.string(),
        inboxId: z.string(),
        contactId: z.string(),
        agentId: z.string().nullable().meta({ description: "The agent the conversation was assigned to when it was resolved" }),
        teamId: z.string().nullable().meta({ description: "The conversation's team when it was resolved" }),
        rating: z.number().int().min(1).max(5).meta({ description: "1 (terrible) to 5 (excellent); 4 and 5 count as satisfied" }),
        comment: z.string().nullable(),
        answeredAt: z.iso.datetime({ offset: true }),
      })
      .strict(),
    commentAdded: z.boolean().meta({ description: "true when this event brings a comment given after the rating (announced a second time, with it)" }),
  })
  .strict()
  .meta({ id: "CsatReceivedEventPayload" });
