import { z } from "zod";
import { LEAD_STAGES, TICKET_PRIORITIES } from "@/db/enums";
import { durationUnit, MAX_WAIT_SECONDS, UNIT_SECONDS } from "./fields";
import { defineNode, NEXT_OR_FAILED } from "./types";

/**
 * Nodes that open CRM records about the run's contact through the CRM verbs (lib/crm). Text
 * fields may use variables; a record that cannot be made (an assignee who left the team, a
 * subject empty once filled in) leaves by Failed with the reason.
 */
const varText = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max.toLocaleString("en")} characters`)
    .meta({ description: "May use variables: {{contact.name}}, {{event.path}}, {{steps.<nodeId>.<path>}}" });
const longVarText = z.string().trim().max(10_000, "must be at most 10,000 characters").optional().meta({ description: "May use variables" });
const assigneeId = z.string().trim().max(64, "must be at most 64 characters").optional().meta({ description: "A teammate; left out, unassigned" });

export const createTicketNode = defineNode({
  type: "create-ticket",
  label: "Create ticket",
  description: "Opens a support ticket about the contact, due by the company's SLA for its priority",
  icon: "ticket",
  category: "Contact",
  config: z.object({
    subject: varText(200),
    description: longVarText,
    priority: z.enum(TICKET_PRIORITIES, { error: `must be one of ${TICKET_PRIORITIES.join(", ")}` }).default("NORMAL"),
    assigneeId,
  }),
  defaults: { subject: "Follow up with {{contact.name}}", priority: "NORMAL" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED.map((h) => (h.id === "next" ? { ...h, label: "Created" } : h)),
});

export const createLeadNode = defineNode({
  type: "create-lead",
  label: "Create lead",
  description: "Adds a sales lead about the contact to the pipeline",
  icon: "briefcase",
  category: "Contact",
  config: z.object({
    title: varText(200),
    value: z.number({ error: "must be a number" }).min(0, "must not be negative").max(999_999_999_999, "must be at most 999999999999").optional(),
    currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code such as USD").default("USD"),
    stage: z.enum(LEAD_STAGES, { error: `must be one of ${LEAD_STAGES.join(", ")}` }).default("NEW"),
    source: z.string().trim().max(64, "must be at most 64 characters").optional().meta({ description: "Where the lead came from; left out, workflow" }),
    assigneeId,
  }),
  defaults: { title: "{{contact.name}}", currency: "USD", stage: "NEW", source: "workflow" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED.map((h) => (h.id === "next" ? { ...h, label: "Created" } : h)),
});

export const createTaskNode = defineNode({
  type: "create-task",
  label: "Create task",
  description: "Adds a to-do about the contact for the team, due some time after the step",
  icon: "list-todo",
  category: "Contact",
  config: z.object({
    title: varText(200),
    description: longVarText,
    dueIn: z
      .object({ amount: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1"), unit: durationUnit })
      .refine((d) => d.amount * UNIT_SECONDS[d.unit] <= MAX_WAIT_SECONDS, { message: "must be at most 90 days", path: ["amount"] })
      .optional()
      .meta({ description: "Due this long after the step runs; left out, no due time" }),
    assigneeId,
  }),
  defaults: { title: "Call {{contact.name}}", dueIn: { amount: 1, unit: "days" } },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED.map((h) => (h.id === "next" ? { ...h, label: "Created" } : h)),
});
