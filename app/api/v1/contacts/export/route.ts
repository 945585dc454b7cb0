import { Readable } from "node:stream";
import { api } from "@/lib/http/api";
import { exportContacts } from "@/lib/contacts/export-contacts";
import { exportContactsRoute } from "@/lib/contacts/routes";

// GET /api/v1/contacts/export - the filtered contacts as a CSV download
export const GET = api(exportContactsRoute, async ({ ctx, query }) => {
  const csv = await exportContacts({ ctx, filters: query });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="contacts-${day}.csv"` },
  });
});
