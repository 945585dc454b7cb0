import { z } from "zod";
import { phoneSchema } from "@/lib/contacts/schemas";

/** Field builders shared by the send schemas; the limits are the Cloud API's own. */

export const recipient = phoneSchema.meta({
  description: "Recipient phone number; spaces, dashes, parentheses and a leading + are accepted and stripped",
  example: "+971 50 123 4567",
});

export const conversationId = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .meta({ description: "Send into this conversation; by default the contact's open conversation is used or opened" });

/** Required, trimmed text with a maximum length. */
export const text = (max: number, description?: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .meta(description ? { description } : {});

export const httpUrl = (max = 2048) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));

/** Catalog ids are numeric strings on the platform; retailer ids are the shop's own SKUs. */
export const catalogId = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{1,30}$/, "must be the platform's numeric catalog id")
  .meta({ example: "194836987003835" });
export const retailerId = text(100, "The product's retailer id (content id / SKU) in the catalog");

/** Uploaded media ids: digits on the platform; letters allowed so sandbox ids fit too. */
export const mediaId = z
  .string({ error: "must be a string" })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, "must be a media id returned by POST /api/v1/chatapp/media/upload")
  .meta({ example: "1037543291543636" });

export const MEDIA_TYPES = ["image", "video", "audio", "document"] as const;
export const mediaType = z.enum(MEDIA_TYPES, { error: `must be one of ${MEDIA_TYPES.join(", ")}` });
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Issue helper for cross-field rules, so every refusal names its field. */
export function issue(ctx: z.RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: "custom", path, message });
}
