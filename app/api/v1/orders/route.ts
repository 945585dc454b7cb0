import { createOrderRoute, listOrdersRoute } from "@/lib/ecommerce/routes";
import { listOrders } from "@/lib/ecommerce/orders/read-orders";
import { createManualOrder } from "@/lib/ecommerce/orders/write-orders";
import { api } from "@/lib/http/api";

// GET /api/v1/orders - list orders
export const GET = api(listOrdersRoute, ({ ctx, query }) => listOrders({ ctx, query }));

// POST /api/v1/orders - create a manual order
export const POST = api(createOrderRoute, ({ ctx, body }) => createManualOrder({ ctx, input: body }));
