import { disconnectStore, getConnection, updateConnection } from "@/lib/ecommerce/connections";
import { disconnectStoreRoute, getStoreRoute, updateStoreRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/storeplugin/connections/{id} - get a connected store
export const GET = api(getStoreRoute, ({ ctx, params }) => getConnection({ ctx, id: params.id }));

// PATCH /api/v1/storeplugin/connections/{id} - rename or change the abandoned-cart quiet time
export const PATCH = api(updateStoreRoute, ({ ctx, params, body }) => updateConnection({ ctx, id: params.id, input: body }));

// DELETE /api/v1/storeplugin/connections/{id} - disconnect a store
export const DELETE = api(disconnectStoreRoute, ({ ctx, params }) => disconnectStore({ ctx, id: params.id }));
