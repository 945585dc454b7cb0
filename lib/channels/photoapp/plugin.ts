import "server-only";
import { photoappCapabilities } from "./capabilities";
import { sandboxSeed } from "../sandbox-seed";
import { z } from "zod";
import { AppError } from "@/lib/domain/errors";
import { accessToken, graphPlugin, platformId } from "../graph/plugin";

export const connectPhotoappInput = z
  .object({
    pageId: platformId("page id").meta({ description: "The page linked to the professional account; sends go to POST /{page-id}/messages" }),
    instagramAccountId: platformId("Instagram professional account id").optional().meta({ description: "Read from the page when left out" }),
    accessToken,
  })
  .meta({ id: "ConnectPhotoappInput" });

/**
 * Photoapp: Instagram messaging through the page linked to the professional account. Callbacks
 * (`object: "instagram"`) name the Instagram account, so that is the routing id; sends post
 * to the page. Connecting reads the page's `instagram_business_account` with the token.
 */
export const photoappPlugin = graphPlugin({
  type: "PHOTOAPP",
  capabilities: photoappCapabilities,
  style: "instagram",
  key: "photoapp",
  object: "instagram",
  connectInput: connectPhotoappInput,
  async identify(input, read) {
    const page = await read("id,name,instagram_business_account{id,username,name}");
    const ig = (page.instagram_business_account ?? null) as { id?: string; username?: string } | null;
    const igId = (input.instagramAccountId as string | undefined) ?? ig?.id;
    if (!igId) throw AppError.validation([{ path: "instagramAccountId", message: "the page has no linked Instagram professional account; link one or give its id", in: "body" }]);
    const identifiers: Record<string, string> = { pageId: String(input.pageId), instagramAccountId: igId };
    if (typeof page.name === "string") identifiers.pageName = page.name;
    if (ig?.username) identifiers.username = ig.username;
    return { identifiers, routingId: igId };
  },
  sendAccount: (ids) => ids.pageId,
  profileFields: "name,username,profile_pic",
  checkFields: "id,name,instagram_business_account{id,username}",
  sandbox: (companyId, n) => {
    const s = sandboxSeed(companyId, n);
    return { identifiers: { pageId: `sandbox-page-${s}`, instagramAccountId: `sandbox-ig-${s}`, username: n ? `yourbrand${n + 1} (sandbox)` : "yourbrand (sandbox)" }, routingId: `sandbox-ig-${s}` };
  },
  displayName: (ids) => (ids.username ? `@${ids.username}` : (ids.pageName ?? ids.instagramAccountId ?? null)),
  midPrefix: "aWdfZAG1faXRlbToxOklHTWVzc2FnZAU",
  // Instagram reports reads, not deliveries.
  receipts: [{ status: "read", afterMs: 2500 }],
});
