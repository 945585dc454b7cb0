import "server-only";
import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { conditionNode, splitNode, triggerNode } from "../../nodes/definitions";
import { compare, getPath } from "../values";
import { loadContactFacts } from "./contact-facts";
import type { LocalExecutor } from "./types";

/** The executors that only decide where the run goes next. */

export const triggerExecutor: LocalExecutor<z.output<typeof triggerNode.config>> = {
  kind: "local",
  async run(s) {
    return { handle: "next", input: { event: s.run.event, eventId: s.run.eventId }, output: { contactId: s.run.contactId } };
  },
};

export const conditionExecutor: LocalExecutor<z.output<typeof conditionNode.config>> = {
  kind: "local",
  async run(s) {
    const needsContact = s.config.rules.some((r) => r.source !== "event" && r.source !== "step");
    const contact = needsContact ? await loadContactFacts(s.ctx, s.contactId()) : null;
    const results = s.config.rules.map((r) => {
      let actual: unknown;
      let op = r.operator;
      if (r.source === "tag") {
        // A tag is had or not: the "positive" operators ask whether it is had.
        const has = contact!.tagIds.includes(r.key!);
        return ["not_equals", "not_contains", "is_not_set"].includes(op) ? !has : has;
      }
      if (r.source === "contact") actual = (contact as Record<string, unknown>)[r.key!];
      else if (r.source === "consent") actual = contact!.marketingConsent;
      else if (r.source === "customField") actual = contact!.customFields[r.key!];
      else if (r.source === "event") actual = getPath(s.run.eventPayload, r.key!);
      else actual = getPath(s.run.outputs, r.key!);
      if (r.source === "consent" && r.value === undefined) op = op === "not_equals" ? "not_equals" : "equals";
      return { actual, matched: compare(op, actual, r.value ?? "OPTED_IN") };
    });
    const matched = results.map((r) => (typeof r === "boolean" ? r : r.matched));
    const ok = s.config.match === "all" ? matched.every(Boolean) : matched.some(Boolean);
    return { handle: ok ? "true" : "false", output: { result: ok, rules: matched } };
  },
};

export const splitExecutor: LocalExecutor<z.output<typeof splitNode.config>> = {
  kind: "local",
  async run(s) {
    const roll = randomInt(100);
    let acc = 0;
    const branch = s.config.branches.find((b) => (acc += b.percent) > roll) ?? s.config.branches.at(-1)!;
    return { handle: branch.id, output: { branch: branch.id, roll } };
  },
};

export const endExecutor: LocalExecutor = {
  kind: "local",
  async run() {
    return { handle: "end" };
  },
};
