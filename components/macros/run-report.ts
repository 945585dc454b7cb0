"use client";

import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import type { MacroRun } from "@/lib/macros/schemas";
import { ACTION_LABELS } from "./action-labels";

/** Says how a run went: every step done, or which step stopped it and why. */
export function reportRun(name: string, run: MacroRun) {
  if (run.completed) return toast.success(`Ran “${name}”`, { description: `${run.steps.length} step${run.steps.length === 1 ? "" : "s"} done` });
  const stop = run.steps.find((s) => s.status === "refused")!;
  toast.error(`“${name}” stopped at step ${stop.index + 1}: ${ACTION_LABELS[stop.type]}`, {
    description: `${stop.error?.message ?? "Refused"}${stop.index ? ` The ${stop.index} step${stop.index === 1 ? "" : "s"} before it ${stop.index === 1 ? "was" : "were"} done.` : ""}`,
  });
}

export function reportRunFailed(name: string, err: unknown) {
  toast.error(`Could not run “${name}”`, { description: errorMessage(err) });
}
