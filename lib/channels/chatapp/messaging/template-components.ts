import { z } from "zod";

/**
 * Template components in the Cloud API's own shape, passed through to the platform: the
 * parameters of a template are defined by the template itself, so we check the envelope
 * (types, button index and sub_type, sizes) and let the platform check the fit (it answers
 * 132000/132012, which cloud-api-errors.ts maps to a 400 on `components`).
 */
const PARAMETER_TYPES = ["text", "currency", "date_time", "image", "document", "video", "location", "payload", "coupon_code", "action", "limited_time_offer", "product"] as const;
const COMPONENT_TYPES = ["header", "body", "button", "carousel", "limited_time_offer"] as const;
const BUTTON_SUB_TYPES = ["quick_reply", "url", "copy_code", "flow", "catalog", "mpm", "voice_call", "otp"] as const;

const parameter = z
  .looseObject({
    type: z.enum(PARAMETER_TYPES, { error: `must be one of ${PARAMETER_TYPES.join(", ")}` }),
    text: z.string().max(1024, "must be at most 1024 characters").optional(),
    payload: z.string().max(1000, "must be at most 1000 characters").optional(),
  })
  .superRefine((p, ctx) => {
    if (p.type === "text" && typeof p.text !== "string") ctx.addIssue({ code: "custom", path: ["text"], message: "is required for a text parameter" });
  });

export const templateComponent = z
  .looseObject({
    type: z.enum(COMPONENT_TYPES, { error: `must be one of ${COMPONENT_TYPES.join(", ")}` }),
    sub_type: z.enum(BUTTON_SUB_TYPES, { error: `must be one of ${BUTTON_SUB_TYPES.join(", ")}` }).optional(),
    index: z
      .union([z.number().int().min(0).max(9), z.string().regex(/^\d$/)], { error: "must be a button position from 0 to 9" })
      .optional(),
    parameters: z.array(parameter, { error: "must be an array" }).max(100, "at most 100 parameters").optional(),
    cards: z.array(z.looseObject({ card_index: z.number().int().min(0).max(9) }), { error: "must be an array" }).max(10, "at most 10 cards").optional(),
  })
  .superRefine((c, ctx) => {
    if (c.type !== "button") return;
    if (!c.sub_type) ctx.addIssue({ code: "custom", path: ["sub_type"], message: "is required for a button component" });
    if (c.index === undefined) ctx.addIssue({ code: "custom", path: ["index"], message: "is required for a button component" });
  })
  .meta({
    id: "ChatappTemplateComponent",
    description: "A template component as the Cloud API takes it (type, sub_type, index, parameters)",
    example: { type: "body", parameters: [{ type: "text", text: "Sara" }] },
  });

export type TemplateComponent = z.infer<typeof templateComponent>;
