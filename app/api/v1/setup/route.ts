import { publicApi } from "@/lib/http/api";
import { needsSetup, runSetup } from "@/lib/company/setup";
import { setupRoute, setupStatusRoute } from "@/lib/system/routes";

// GET /api/v1/setup - whether first-run setup is still needed
export const GET = publicApi(setupStatusRoute, async () => ({ needsSetup: await needsSetup() }));

// POST /api/v1/setup - create the first company and its owner
export const POST = publicApi(setupRoute, async ({ body }) => runSetup({ input: body }));
