import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { auditListSchema, exportAuditQuery, listAuditQuery } from "./schemas";

const tag = "Audit log";
const KEPT = "Entries are kept for the company's `auditRetentionDays` (PATCH /api/v1/company; 30 to 3,650, default 365) and can be neither changed nor deleted. An unknown parameter or filter value is a 400 naming it.";

export const listAuditRoute = defineRoute({
  method: "GET",
  path: "/api/v1/audit-log",
  operationId: "auditLog.list",
  tag,
  summary: "The company's audit log, newest first, by cursor",
  description: `Who did what, when and from where: API tokens, sign-ins, team and role changes, channel connections, webhook and secret changes, exports and deletions. ${KEPT}`,
  scope: "audit:read",
  query: listAuditQuery,
  response: auditListSchema,
});

export const exportAuditRoute = defineRoute({
  method: "GET",
  path: "/api/v1/audit-log/export",
  operationId: "auditLog.export",
  tag,
  summary: "Export the filtered audit log as CSV",
  description: `Takes the list's filters (no paging) and streams \`text/csv\`, newest first. A cell beginning with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return is written with a leading \`'\` (CSV formula injection). The export is itself an entry (\`export.audit_log\`). ${KEPT}`,
  scope: "audit:read",
  query: exportAuditQuery,
  response: z.string().meta({ description: "CSV with a header row: id, at, action, actorKind, actorId, actorLabel, targetType, targetId, targetLabel, ip, userAgent, requestId, details (JSON)" }),
  responseType: "text/csv",
});
