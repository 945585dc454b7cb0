import { createCategory, listCategories } from "@/lib/ecommerce/products";
import { createCategoryRoute, listCategoriesRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/public/categories - list product categories
export const GET = api(listCategoriesRoute, ({ ctx }) => listCategories({ ctx }));

// POST /api/v1/public/categories - create a product category
export const POST = api(createCategoryRoute, ({ ctx, body }) => createCategory({ ctx, input: body }));
