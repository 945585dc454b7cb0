import { listProducts } from "@/lib/ecommerce/products";
import { listProductsRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/public/products - list products in the common public success shape
export const GET = api(listProductsRoute, ({ ctx, query }) => listProducts({ ctx, query }));
