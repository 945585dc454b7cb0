import { getStoreCustomer } from "@/lib/ecommerce/customers";
import { getStoreCustomerRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/ecommerce/customers/{id} - a store customer with its orders
export const GET = api(getStoreCustomerRoute, ({ ctx, params }) => getStoreCustomer({ ctx, id: params.id }));
