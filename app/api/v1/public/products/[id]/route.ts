import { getProduct, updateProduct } from "@/lib/ecommerce/products";
import { getProductRoute, updateProductRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/public/products/{id} - a product with full details
export const GET = api(getProductRoute, ({ ctx, params }) => getProduct({ ctx, id: params.id }));

// PATCH /api/v1/public/products/{id} - edit a product
export const PATCH = api(updateProductRoute, ({ ctx, params, body }) => updateProduct({ ctx, id: params.id, input: body }));
