import { listStoreCustomers } from "@/lib/ecommerce/customers";
import { listStoreCustomersRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/ecommerce/customers - list store customers
export const GET = api(listStoreCustomersRoute, ({ ctx, query }) => listStoreCustomers({ ctx, query }));
