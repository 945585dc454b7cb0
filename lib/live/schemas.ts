import { z } from "zod";

export const PRESENCE_STATUSES = ["online", "away", "offline"] as const;

export const presenceInput = z
  .object({
    status: z.enum(["online", "away"], { error: "must be online or away" }).optional().meta({ description: "Set by hand: away stays until set online again" }),
    active: z.boolean({ error: "must be true or false" }).optional().meta({ description: "The tab saw the person's input: keeps them from going away by idling" }),
  })
  .strict()
  .meta({ id: "PresenceInput" });

export const presenceSchema = z
  .object({ userId: z.string(), status: z.enum(PRESENCE_STATUSES) })
  .meta({ id: "Presence", description: "online: a tab is open and they were active in the last 10 minutes; away: set by hand or idle; offline: no tab open" });

export const presenceListSchema = z
  .object({
    data: z.array(
      presenceSchema.extend({ name: z.string(), role: z.string(), lastActiveAt: z.string().nullable() }).meta({ id: "MemberPresence" }),
    ),
  })
  .meta({ id: "PresenceList" });

export const typingInput = z
  .object({ state: z.enum(["start", "stop"], { error: "must be start or stop" }).meta({ description: "start: the agent is typing; stop: they sent, cleared or left" }) })
  .strict()
  .meta({ id: "TypingInput" });

export const NOTIFICATION_DEFAULTS = { newConversation: true, assignedMessage: true, mention: true, sound: false };
export const notificationPrefsSchema = z
  .object({
    newConversation: z.boolean().meta({ description: "A new conversation in an inbox I can see" }),
    assignedMessage: z.boolean().meta({ description: "A customer's message in a conversation assigned to me" }),
    mention: z.boolean().meta({ description: "A teammate mentioned me in a note" }),
    sound: z.boolean().meta({ description: "Play a short sound with each" }),
  })
  .meta({ id: "NotificationPreferences" });
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
/** Any subset: what is given replaces that choice, the rest stay (an empty body changes nothing). */
export const notificationPrefsInput = notificationPrefsSchema.partial().strict().meta({ id: "NotificationPreferencesInput" });
