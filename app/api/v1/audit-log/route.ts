import { api } from "@/lib/http/api";
import { listAudit } from "@/lib/audit/list-audit";
import { listAuditRoute } from "@/lib/audit/routes";

// GET /api/v1/audit-log - the company's audit log, newest first, filtered, by cursor
export const GET = api(listAuditRoute, ({ ctx, query }) => listAudit({ ctx, query }));
