import { defineRoute } from "@/lib/http/contract";
import { bulkActionInput, bulkResultSchema } from "./schemas";

export const bulkConversationsRoute = defineRoute({
  method: "POST",
  path: "/api/v1/conversations/bulk",
  operationId: "conversations.bulk",
  tag: "Conversations",
  summary: "Assign, label, resolve or snooze up to 100 conversations at once",
  description:
    "Each id goes through the same action as its single route, in its own transaction, so one refusal (a resolved conversation snoozed, another company's id) leaves the others done. The answer says per id: done, or refused with the error the single action would give. `unlabel` takes off the labels a conversation carries and ignores the rest.",
  scope: "conversations:write",
  body: bulkActionInput,
  response: bulkResultSchema,
});
