import "server-only";
import { campaigns } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { lockCampaignRow } from "./get-campaign";
import { assertAllowed } from "./states";

/** Anything but a RUNNING campaign (pause or cancel it first); recipients go with it, sent messages stay. */
export async function deleteCampaign({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const row = await lockCampaignRow(tctx, id);
    assertAllowed("delete", row.status);
    await tctx.tx.delete(campaigns).where(byIdInCompany(campaigns, tctx, id));
    return { id, deleted: true as const };
  });
}
