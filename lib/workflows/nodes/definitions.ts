import { z } from "zod";
import { LIFECYCLE_STAGES } from "@/lib/contacts/enums";
import { duration, id, templated } from "./fields";
import { defineNode, NEXT, NEXT_OR_FAILED } from "./types";

/**
 * The node types, one definition each (config schema, handles, label, icon). Their executors
 * are in `lib/workflows/engine/executors/<type>.ts`; `registry.ts` lists both.
 */

export const FILTER_OPERATORS = ["equals", "not_equals", "contains", "not_contains", "starts_with", "greater_than", "less_than", "is_set", "is_not_set"] as const;
const operator = z.enum(FILTER_OPERATORS, { error: `must be one of ${FILTER_OPERATORS.join(", ")}` });
const value = z.union([z.string().max(1000, "must be at most 1,000 characters"), z.number(), z.boolean()], { error: "must be a string, a number or a boolean" }).optional();
const needsValue = (o: (typeof FILTER_OPERATORS)[number]) => o !== "is_set" && o !== "is_not_set";

const payloadFilter = z
  .object({ path: z.string({ error: "is required" }).trim().min(1, "is required: a dot path into the event such as message.text").max(200), operator, value })
  .refine((f) => !needsValue(f.operator) || f.value !== undefined, { message: "is required for this operator", path: ["value"] });

export const triggerNode = defineNode({
  type: "trigger",
  label: "Trigger",
  description: "Starts a run when the workflow's event happens and every filter matches its payload",
  icon: "zap",
  category: "Trigger",
  config: z.object({ filters: z.array(payloadFilter).max(20, "at most 20 filters").default([]) }),
  defaults: { filters: [] },
  hasInput: false,
  outputs: () => NEXT,
});

export const sendTextNode = defineNode({
  type: "chatapp-send-text",
  label: "Send chatapp text",
  description: "Sends a text to the contact on chatapp; only inside the 24-hour window",
  icon: "message-square",
  category: "Messages",
  config: z.object({ text: templated(4096) }),
  defaults: { text: "Hi {{contact.firstName}}" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED,
});

export const sendTemplateNode = defineNode({
  type: "chatapp-send-template",
  label: "Send chatapp template",
  description: "Sends an approved template; its variables come from the saved mapping, or from the values given here",
  icon: "file-text",
  category: "Messages",
  config: z.object({
    templateName: z.string({ error: "is required: pick a template" }).trim().regex(/^[a-z0-9_]{1,512}$/, "is required: pick a template"),
    languageCode: z.string({ error: "is required" }).trim().regex(/^[a-z]{2,3}(_[A-Za-z]{2,4})?$/, "must be a language code such as en or en_US"),
    bodyVariables: z.array(templated(1024)).max(20, "at most 20 variables").optional().meta({ description: "{{1}}, {{2}}… in order; left out, the template's saved mapping fills them" }),
  }),
  defaults: { templateName: "", languageCode: "en" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED,
});

export const delayNode = defineNode({
  type: "delay",
  label: "Time delay",
  description: "Waits a duration, or until a time of day in the company's time zone",
  icon: "clock",
  category: "Logic",
  config: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("duration"), duration }),
    z.object({ mode: z.literal("until_time"), time: z.string({ error: "is required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day such as 09:30") }),
  ], { error: "mode must be duration or until_time" }),
  defaults: { mode: "duration", duration: { amount: 1, unit: "hours" } },
  hasInput: true,
  outputs: () => NEXT,
  pauses: true,
});

export const CONDITION_SOURCES = ["contact", "tag", "consent", "customField", "event", "step"] as const;
export const CONTACT_CONDITION_FIELDS = ["name", "firstName", "lastName", "phone", "email", "label", "status", "lifecycleStage", "assignedAgentId", "externalId"] as const;
const rule = z
  .object({
    source: z.enum(CONDITION_SOURCES, { error: `must be one of ${CONDITION_SOURCES.join(", ")}` }),
    /** The contact field, the tag id, the custom field key, or a dot path into the event or the step outputs. */
    key: z.string().trim().max(200, "must be at most 200 characters").optional(),
    operator,
    value,
  })
  .superRefine((r, ctx) => {
    if (r.source === "consent") return;
    if (!r.key) ctx.addIssue({ code: "custom", path: ["key"], message: r.source === "tag" ? "is required: pick a tag" : "is required" });
    else if (r.source === "contact" && !(CONTACT_CONDITION_FIELDS as readonly string[]).includes(r.key)) ctx.addIssue({ code: "custom", path: ["key"], message: `must be one of ${CONTACT_CONDITION_FIELDS.join(", ")}` });
    if (r.source !== "tag" && needsValue(r.operator) && r.value === undefined) ctx.addIssue({ code: "custom", path: ["value"], message: "is required for this operator" });
  });

export const conditionNode = defineNode({
  type: "condition",
  label: "Condition",
  description: "If/else on the contact's fields, tags, consent or custom fields, or on the event",
  icon: "git-branch",
  category: "Logic",
  config: z.object({
    match: z.enum(["all", "any"], { error: "must be all or any" }).default("all"),
    rules: z.array(rule).min(1, "needs at least one rule").max(20, "at most 20 rules"),
  }),
  defaults: { match: "all", rules: [{ source: "tag", key: "", operator: "equals" }] },
  hasInput: true,
  outputs: () => [
    { id: "true", label: "Yes" },
    { id: "false", label: "No" },
  ],
});

export const splitNode = defineNode({
  type: "split",
  label: "Split by percentage",
  description: "Sends each run down one branch at random, by the given shares",
  icon: "split",
  category: "Logic",
  config: z.object({
    branches: z
      .array(
        z.object({
          id: z.string({ error: "is required" }).regex(/^[a-z0-9_-]{1,20}$/, "must be 1 to 20 lowercase letters, digits, - or _"),
          label: z.string().trim().max(40, "must be at most 40 characters").default(""),
          percent: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(99, "must be at most 99"),
        }),
      )
      .min(2, "needs at least two branches")
      .max(5, "at most five branches")
      .refine((b) => b.reduce((s, x) => s + x.percent, 0) === 100, "the shares must add up to 100")
      .refine((b) => new Set(b.map((x) => x.id)).size === b.length, "branch ids must differ"),
  }),
  defaults: {
    branches: [
      { id: "a", label: "A", percent: 50 },
      { id: "b", label: "B", percent: 50 },
    ],
  },
  hasInput: true,
  outputs: (c) => (c?.branches ?? []).map((b) => ({ id: b.id, label: `${b.label || b.id.toUpperCase()} (${b.percent}%)` })),
});

// Adding and removing a tag are two types (two palette entries) over one shape.
const tagNode = (action: "add" | "remove") =>
  defineNode({
    type: `${action}-tag`,
    label: action === "add" ? "Add tag" : "Remove tag",
    description: action === "add" ? "Adds a tag to the contact" : "Removes a tag from the contact",
    icon: "tag",
    category: "Contact",
    config: z.object({ tagId: id("a tag") }),
    defaults: { tagId: "" },
    hasInput: true,
    outputs: () => NEXT,
  });
export const addTagNode = tagNode("add");
export const removeTagNode = tagNode("remove");

export const UPDATABLE_FIELDS = ["name", "firstName", "lastName", "email", "notes", "externalId", "customField"] as const;
export const updateFieldNode = defineNode({
  type: "update-contact-field",
  label: "Update contact field",
  description: "Sets a field or a custom field of the contact",
  icon: "user-pen",
  category: "Contact",
  config: z
    .object({
      field: z.enum(UPDATABLE_FIELDS, { error: `must be one of ${UPDATABLE_FIELDS.join(", ")}` }),
      key: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "must be a custom field key: a letter, then letters, digits or _").optional(),
      value: z.string().max(2000, "must be at most 2,000 characters").meta({ description: "May use variables; empty clears the field" }),
    })
    .refine((c) => c.field !== "customField" || !!c.key, { message: "is required for a custom field", path: ["key"] }),
  defaults: { field: "customField", key: "", value: "" },
  hasInput: true,
  outputs: () => NEXT,
});

export const setStageNode = defineNode({
  type: "set-lifecycle-stage",
  label: "Set lifecycle stage",
  description: "Moves the contact to a lifecycle stage",
  icon: "milestone",
  category: "Contact",
  config: z.object({ stage: z.enum(LIFECYCLE_STAGES, { error: `must be one of ${LIFECYCLE_STAGES.join(", ")}` }) }),
  defaults: { stage: "CUSTOMER" },
  hasInput: true,
  outputs: () => NEXT,
});

export const assignAgentNode = defineNode({
  type: "assign-agent",
  label: "Assign agent",
  description: "Assigns the contact and its open conversations to an agent, in turn or a given one",
  icon: "user-check",
  category: "Contact",
  config: z
    .object({ mode: z.enum(["round_robin", "agent"], { error: "must be round_robin or agent" }), agentId: z.string().trim().optional() })
    .refine((c) => c.mode !== "agent" || !!c.agentId, { message: "is required: pick an agent", path: ["agentId"] }),
  defaults: { mode: "round_robin" },
  hasInput: true,
  outputs: () => NEXT,
});

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export const httpRequestNode = defineNode({
  type: "http-request",
  label: "HTTP request",
  description: "Calls a public URL (private addresses refused, as for webhooks); the answer is kept for later steps",
  icon: "globe",
  category: "Integrations",
  config: z.object({
    method: z.enum(HTTP_METHODS, { error: `must be one of ${HTTP_METHODS.join(", ")}` }),
    url: z.string({ error: "is required" }).trim().min(1, "is required").max(2048, "must be at most 2,048 characters").meta({ description: "May use variables" }),
    headers: z
      .array(z.object({ name: z.string().trim().regex(/^[A-Za-z0-9-]{1,100}$/, "must be a header name"), value: z.string().max(2000, "must be at most 2,000 characters") }))
      .max(20, "at most 20 headers")
      .default([]),
    body: z.string().max(20_000, "must be at most 20,000 characters").optional(),
    timeoutSeconds: z.number().int().min(1, "must be at least 1").max(30, "must be at most 30").default(10),
  }),
  defaults: { method: "POST", url: "https://", headers: [], body: '{"contact": "{{contact.id}}"}', timeoutSeconds: 10 },
  hasInput: true,
  outputs: () => [
    { id: "next", label: "2xx" },
    { id: "failed", label: "Failed" },
  ],
});

export const waitForReplyNode = defineNode({
  type: "wait-for-reply",
  label: "Wait for reply",
  description: "Waits for the contact's next message on any channel, or times out",
  icon: "hourglass",
  category: "Logic",
  config: z.object({ timeout: duration }),
  defaults: { timeout: { amount: 1, unit: "days" } },
  hasInput: true,
  outputs: () => [
    { id: "replied", label: "Replied" },
    { id: "timeout", label: "Timed out" },
  ],
  pauses: true,
});

export const endNode = defineNode({
  type: "end",
  label: "End",
  description: "Ends the run",
  icon: "circle-stop",
  category: "Logic",
  config: z.object({}),
  defaults: {},
  hasInput: true,
  outputs: () => [],
});
