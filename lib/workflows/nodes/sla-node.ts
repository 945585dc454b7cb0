import { z } from "zod";
import { defineNode, NEXT_OR_FAILED } from "./types";

/** Puts the contact's open conversations under an SLA policy (lib/sla/apply-policy.ts). */
export const applySlaPolicyNode = defineNode({
  type: "apply-sla-policy",
  label: "Apply SLA policy",
  description: "Puts the contact's open conversations under a service-level policy, counted from each conversation's start",
  icon: "timer",
  category: "Contact",
  config: z.object({ policyId: z.string({ error: "is required: pick a policy" }).trim().min(1, "is required: pick a policy") }),
  defaults: { policyId: "" },
  hasInput: true,
  outputs: () => NEXT_OR_FAILED.map((h) => (h.id === "next" ? { ...h, label: "Applied" } : h)),
});
