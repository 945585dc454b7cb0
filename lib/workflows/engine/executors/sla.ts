import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/domain/errors";
import { applySlaPolicy } from "@/lib/sla/apply-policy";
import type { applySlaPolicyNode } from "../../nodes/sla-node";
import { StepError, type LocalExecutor } from "./types";

/** Apply SLA policy: in the step's transaction; a policy deleted since publishing leaves by Failed. */
export const applySlaPolicyExecutor: LocalExecutor<z.output<typeof applySlaPolicyNode.config>> = {
  kind: "local",
  async run(s) {
    try {
      const conversations = await applySlaPolicy({ ctx: s.ctx, input: { policyId: s.config.policyId, contactId: s.contactId() } });
      return { handle: "next", output: { policyId: s.config.policyId, conversations } };
    } catch (err) {
      if (err instanceof AppError && err.status < 500) throw new StepError(`The SLA policy ${s.config.policyId} no longer exists`);
      throw err;
    }
  },
};
