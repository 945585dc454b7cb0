import { describe, expect, it } from "vitest";
import { createLeadNode, createTaskNode, createTicketNode } from "./crm-nodes";

const problems = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, c: unknown) => {
  const r = schema.safeParse(c);
  return r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the CRM nodes' configs", () => {
  it("fill sensible defaults", () => {
    expect(createTicketNode.config.parse({ subject: "Help {{contact.name}}" })).toEqual({ subject: "Help {{contact.name}}", priority: "NORMAL" });
    expect(createLeadNode.config.parse({ title: "Deal" })).toEqual({ title: "Deal", currency: "USD", stage: "NEW" });
    expect(createTaskNode.config.parse({ title: "Call" })).toEqual({ title: "Call" });
    expect(createLeadNode.config.parse({ title: "Deal", currency: "eur", value: 12.5 })).toMatchObject({ currency: "EUR", value: 12.5 });
  });

  it.each([
    [createTicketNode, { subject: " " }, "subject: is required"],
    [createTicketNode, { subject: "x".repeat(201) }, "subject: must be at most 200 characters"],
    [createTicketNode, { subject: "A", priority: "ASAP" }, "priority: must be one of LOW, NORMAL, HIGH, URGENT"],
    [createLeadNode, { title: "A", value: -1 }, "value: must not be negative"],
    [createLeadNode, { title: "A", currency: "dollars" }, "currency: must be a three-letter ISO 4217 code such as USD"],
    [createLeadNode, { title: "A", stage: "HOT" }, "stage: must be one of NEW, CONTACTED, QUALIFIED, PROPOSAL, WON, LOST"],
    [createTaskNode, { title: "A", dueIn: { amount: 91, unit: "days" } }, "dueIn.amount: must be at most 90 days"],
    [createTaskNode, { title: "A", dueIn: { amount: 0, unit: "hours" } }, "dueIn.amount: must be at least 1"],
    [createTaskNode, { title: "A", dueIn: { amount: 1, unit: "weeks" } }, "dueIn.unit: must be one of seconds, minutes, hours, days"],
  ])("%# refuses a bad field, naming it", (node, config, expected) => {
    expect(problems(node.config, config)).toContain(expected);
  });
});
