import { z } from "zod";
import { conversationIdParams } from "@/lib/conversations/schemas";
import { defineRoute } from "@/lib/http/contract";
import { notificationPrefsInput, notificationPrefsSchema, presenceInput, presenceListSchema, presenceSchema, typingInput } from "./schemas";

const tag = "Live inbox";

export const liveStreamRoute = defineRoute({
  method: "GET",
  path: "/api/v1/live",
  operationId: "live.stream",
  tag,
  summary: "Server-sent events: what changed in the company's inbox, as it happens",
  description:
    "`text/event-stream`, one per dashboard tab. Events name what changed, never the data (refetch it through the ordinary routes, which apply your role): `conversations` and `messages` and `notes` with `conversationIds` (null: too many, refetch the list), `typing` (`conversationId`, `from` agent or customer, `userId`, `name`, `state`), `presence` (`userId`, `status`), `ready` on connect, and `resync` when the stream cannot say what was missed (refetch what you show). Each event's id resumes the stream with `Last-Event-ID`.",
  scope: "conversations:read",
  responseType: "text/event-stream",
  response: z.string().meta({ description: "text/event-stream" }),
});

export const listPresenceRoute = defineRoute({
  method: "GET",
  path: "/api/v1/presence",
  tag,
  summary: "Every member's presence: online, away or offline",
  scope: "conversations:read",
  response: presenceListSchema,
});

export const setMyPresenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/me/presence",
  operationId: "me.presence.update",
  tag,
  summary: "Say you are active, or set yourself away or online",
  description: "For signed-in people only (an API token has no presence: 401). The status change reaches every teammate's stream.",
  auth: "user",
  scope: "conversations:read",
  body: presenceInput,
  response: presenceSchema,
});

export const conversationTypingRoute = defineRoute({
  method: "POST",
  path: "/api/v1/conversations/{conversationId}/typing",
  operationId: "conversations.typing",
  tag,
  summary: "You started or stopped typing a reply",
  description: "Teammates' streams get a `typing` event (\"Sara is replying\"); on `start` the customer sees the platform's typing indicator where it has one (chatapp, botchat, socialchat, photoapp, the website chat), at most every 5 seconds.",
  scope: "messages:send",
  params: conversationIdParams,
  body: typingInput,
  response: z.object({ ok: z.literal(true) }),
});

export const getNotificationPrefsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/me/notification-preferences",
  operationId: "me.notificationPreferences.get",
  tag,
  summary: "Your desktop notification choices",
  auth: "user",
  scope: "conversations:read",
  response: notificationPrefsSchema,
});

export const updateNotificationPrefsRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/me/notification-preferences",
  operationId: "me.notificationPreferences.update",
  tag,
  summary: "Change your desktop notification choices",
  auth: "user",
  scope: "conversations:read",
  body: notificationPrefsInput,
  response: notificationPrefsSchema,
});
