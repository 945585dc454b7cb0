import "server-only";
import { tags } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { AppError } from "@/lib/domain/errors";
import { bulkTags } from "./bulk-tags";
import { getContactOrThrow } from "./get-contact";

/** POST/DELETE /contacts/{id}/tags/{tagId}: one contact, one tag, the bulk path underneath. */
export async function setContactTag({ ctx, id, tagId, action }: { ctx: Ctx; id: string; tagId: string; action: "add" | "remove" }) {
  await getContactOrThrow({ ctx, id });
  const [tag] = await dbOf(ctx)
    .select({ id: tags.id })
    .from(tags)
    .where(byIdInCompany(tags, ctx, tagId));
  if (!tag) throw AppError.notFound("Tag");
  await bulkTags({ ctx, input: { contactIds: [id], tagIds: [tagId], action } });
  return getContactOrThrow({ ctx, id });
}
