import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { pruneAllAudit } from "./prune-audit";

export const AUDIT_PRUNE_TASK = "audit:prune";

/**
 * The audit log's retention: once an hour (at minute 17), entries past each company's
 * `auditRetentionDays` are removed. One at a time across workers (its own queue), and a run
 * still waiting is not doubled (job key), as minute sweeps do (lib/jobs/minute-sweep.ts).
 */
export const auditJobs: AreaJobs = {
  name: "audit",
  tasks: {
    [AUDIT_PRUNE_TASK]: async () => {
      await pruneAllAudit();
    },
  },
  crontab: [`17 * * * * ${AUDIT_PRUNE_TASK} ?max=1&queue=${AUDIT_PRUNE_TASK}&jobKey=${AUDIT_PRUNE_TASK}&jobKeyMode=preserve_run_at`],
};
