import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventOutbox, leads, tasks, tickets } from "@/db/schema";
import { createContact } from "@/lib/contacts/create-contact";
import { createContactInput } from "@/lib/contacts/schemas";
import type { TxCtx } from "@/lib/domain/context";
import { rolledBack } from "@/lib/testing/rolled-back";
import { stepOf } from "@/lib/testing/workflow-step";
import { createLeadExecutor, createTaskExecutor, createTicketExecutor } from "./crm";
import { StepError, type LocalExecutor } from "./types";

const contactOf = (ctx: TxCtx, name = "Rania Haddad") => createContact({ ctx, input: createContactInput.parse({ name, email: "rania@example.com" }) });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(StepError);
  return (err as StepError).message;
};
type Config<E> = E extends LocalExecutor<infer C> ? C : never;
const ticketStep = (ctx: TxCtx, config: Record<string, unknown>, contactId: string | null) => stepOf<Config<typeof createTicketExecutor>>(ctx, "create-ticket", config, { contactId });
const ticketsOf = (ctx: TxCtx, contactId: string) => ctx.tx.select().from(tickets).where(eq(tickets.contactId, contactId));

describe("the CRM nodes", () => {
  it("create ticket: one ticket about the run's contact, its text filled from the variables, with its event", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const contact = await contactOf(ctx);
      const s = stepOf<Config<typeof createTicketExecutor>>(ctx, "create-ticket", { subject: "Refund for {{contact.firstName}}: {{event.order.id}}", description: "Asked on {{event.order.channel}}", priority: "HIGH", assigneeId: userId }, { contactId: contact.id, event: { order: { id: "ORD-7", channel: "chatapp" } } });
      const res = await ctx.tx.transaction((sp) => createTicketExecutor.run({ ...s, ctx: { ...ctx, tx: sp } }));
      const [row] = await ticketsOf(ctx, contact.id);
      expect(row).toMatchObject({ subject: "Refund for Rania: ORD-7", description: "Asked on chatapp", priority: "HIGH", assigneeId: userId, status: "OPEN" });
      expect(res).toMatchObject({ handle: "next", output: { ticketId: row!.id, priority: "HIGH" } });
      const events = await ctx.tx.select({ event: eventOutbox.event }).from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId));
      expect(events.map((e) => e.event)).toContain("ticket.created");
    });
  });

  it("a step tried again after a crash makes one ticket: the first attempt's ticket went with its transaction", async () => {
    await rolledBack(async (ctx) => {
      const contact = await contactOf(ctx);
      const s = ticketStep(ctx, { subject: "Call back" }, contact.id);
      // The engine runs a local step in a savepoint of the turn's transaction; a crash after the verb undoes it.
      await expect(
        ctx.tx.transaction(async (sp) => {
          await createTicketExecutor.run({ ...s, ctx: { ...ctx, tx: sp } });
          expect(await ticketsOf({ ...ctx, tx: sp }, contact.id)).toHaveLength(1);
          throw new Error("worker killed");
        }),
      ).rejects.toThrow("worker killed");
      expect(await ticketsOf(ctx, contact.id)).toHaveLength(0);
      await ctx.tx.transaction((sp) => createTicketExecutor.run({ ...s, ctx: { ...ctx, tx: sp } }));
      expect(await ticketsOf(ctx, contact.id)).toHaveLength(1);
    });
  });

  it("fails readably: a subject empty once filled, an assignee not of the team, an event without a contact", async () => {
    await rolledBack(async (ctx) => {
      const contact = await contactOf(ctx);
      expect(await failure(createTicketExecutor.run(ticketStep(ctx, { subject: "{{event.missing}}" }, contact.id)))).toBe("subject is required");
      expect(await failure(createLeadExecutor.run(stepOf<Config<typeof createLeadExecutor>>(ctx, "create-lead", { title: "Deal", assigneeId: "usr_nobody" }, { contactId: contact.id })))).toMatch(/^assigneeId /);
      expect(await failure(createTaskExecutor.run(stepOf<Config<typeof createTaskExecutor>>(ctx, "create-task", { title: "Call" }, { contactId: null })))).toBe("The contact.created event names no contact for this step");
      expect(await ticketsOf(ctx, contact.id)).toHaveLength(0);
    });
  });

  it("create lead and create task: the defaults a marketer expects", async () => {
    await rolledBack(async (ctx) => {
      const contact = await contactOf(ctx);
      const lead = await createLeadExecutor.run(stepOf<Config<typeof createLeadExecutor>>(ctx, "create-lead", { title: "{{contact.name}}", value: 250 }, { contactId: contact.id }));
      const [l] = await ctx.tx.select().from(leads).where(eq(leads.contactId, contact.id));
      expect(l).toMatchObject({ id: lead.output!.leadId, title: "Rania Haddad", value: "250.00", currency: "USD", stage: "NEW", source: "workflow" });

      const before = Date.now();
      const task = await createTaskExecutor.run(stepOf<Config<typeof createTaskExecutor>>(ctx, "create-task", { title: "Call {{contact.firstName}}", dueIn: { amount: 2, unit: "hours" } }, { contactId: contact.id }));
      const [t] = await ctx.tx.select().from(tasks).where(eq(tasks.contactId, contact.id));
      expect(t).toMatchObject({ id: task.output!.taskId, title: "Call Rania", status: "OPEN" });
      expect(t!.dueAt!.getTime() - before).toBeGreaterThanOrEqual(2 * 3600_000 - 1000);
      expect(t!.dueAt!.getTime() - before).toBeLessThan(2 * 3600_000 + 60_000);
    });
  });
});
