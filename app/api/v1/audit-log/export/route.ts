import { Readable } from "node:stream";
import { api } from "@/lib/http/api";
import { exportAudit } from "@/lib/audit/export-audit";
import { exportAuditRoute } from "@/lib/audit/routes";

// GET /api/v1/audit-log/export - the filtered audit log as a CSV download
export const GET = api(exportAuditRoute, async ({ ctx, query }) => {
  const csv = await exportAudit({ ctx, filters: query });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="audit-log-${day}.csv"`, "cache-control": "no-store" },
  });
});
