import { api } from "@/lib/http/api";
import { fileResponse } from "@/lib/http/file-response";
import { readFile } from "@/lib/widget/files";
import { webchatFileRoute } from "@/lib/widget/routes";

// GET /api/v1/webchat/files/{fileId} - a file of a website chat, for the inbox
export const GET = api(webchatFileRoute, async ({ ctx, params }) => fileResponse(await readFile(ctx, params.fileId)));
