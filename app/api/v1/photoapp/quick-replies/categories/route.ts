import { api } from "@/lib/http/api";
import { quickReplyCategories } from "@/lib/channels/photoapp/messaging/library/quick-replies";
import { quickReplyCategoriesRoute } from "@/lib/channels/photoapp/messaging/library/routes";

// GET /api/v1/photoapp/quick-replies/categories - quick-reply categories with counts
export const GET = api(quickReplyCategoriesRoute, ({ ctx }) => quickReplyCategories({ ctx }));
