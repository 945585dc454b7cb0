import { publicApi } from "@/lib/http/api";
import { visitorFile } from "@/lib/widget/files";
import { widgetFileRoute } from "@/lib/widget/routes";

// GET /api/widget/{company}/files/{fileId} - a chat file by its signed link
export const GET = publicApi(widgetFileRoute, ({ params, query }) => visitorFile({ companyId: params.company, fileId: params.fileId, sig: query.sig }));
