import { getOrderRoute, updateOrderRoute } from "@/lib/ecommerce/routes";
import { getOrder } from "@/lib/ecommerce/orders/read-orders";
import { updateOrder } from "@/lib/ecommerce/orders/write-orders";
import { api } from "@/lib/http/api";

// GET /api/v1/orders/{id} - get an order
export const GET = api(getOrderRoute, ({ ctx, params }) => getOrder({ ctx, id: params.id }));

// PATCH /api/v1/orders/{id} - change an order's statuses, tracking, address or note
export const PATCH = api(updateOrderRoute, ({ ctx, params, body }) => updateOrder({ ctx, id: params.id, input: body }));
