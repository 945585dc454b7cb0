import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { CART_ABANDONED_TASK, checkAbandonedCart } from "./carts";

/** The store: the durable abandoned-cart check, one job per cart, moved by each cart update. */
export const ecommerceJobs: AreaJobs = {
  name: "ecommerce",
  tasks: {
    [CART_ABANDONED_TASK]: async (payload) => checkAbandonedCart(payload as { companyId: string; cartId: string }),
  },
};
