import { api } from "@/lib/http/api";
import { listScheduledSends } from "@/lib/scheduled/list-scheduled-sends";
import { listScheduledSendsRoute } from "@/lib/scheduled/routes";

// GET /api/v1/scheduled-messages/{id}/sends - the history of a message's occurrences
export const GET = api(listScheduledSendsRoute, ({ ctx, params, query }) => listScheduledSends({ ctx, id: params.id, query }));
