import { connectStore, listConnections } from "@/lib/ecommerce/connections";
import { connectStoreRoute, listStoresRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/storeplugin/connections - list connected stores
export const GET = api(listStoresRoute, ({ ctx }) => listConnections({ ctx }));

// POST /api/v1/storeplugin/connections - connect a store (its secret is in this answer once)
export const POST = api(connectStoreRoute, ({ ctx, body }) => connectStore({ ctx, input: body }));
