import { z } from "zod";
import { TOKEN_SCOPES } from "@/lib/auth/scopes";

const scope = z.string().refine((s) => s === "*" || (TOKEN_SCOPES as readonly string[]).includes(s), {
  error: (iss) => `unknown scope "${String(iss.input)}"`,
});

export const createTokenInput = z
  .object({
    name: z.string().trim().min(1, "name is required").max(100, "name must be at most 100 characters"),
    scopes: z.array(scope).min(1, "pick at least one scope").max(100),
    expiresAt: z.iso
      .datetime({ offset: true, error: "expiresAt must be an ISO 8601 date-time" })
      .nullish()
      .refine((v) => !v || new Date(v).getTime() > Date.now(), "expiresAt must be in the future"),
  })
  .meta({ id: "CreateTokenInput" });
export type CreateTokenInput = z.infer<typeof createTokenInput>;

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayPrefix: z.string().meta({ description: "The first characters of the token, to tell tokens apart" }),
    scopes: z.array(z.string()),
    createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    status: z.enum(["active", "expired", "revoked"]),
  })
  .meta({ id: "ApiToken" });

export const createdTokenSchema = apiTokenSchema
  .extend({ token: z.string().meta({ description: "The secret token. Shown only in this response." }) })
  .meta({ id: "CreatedApiToken" });

export const tokenListSchema = z.object({ data: z.array(apiTokenSchema) }).meta({ id: "ApiTokenList" });
export const tokenIdParams = z.object({ id: z.string().min(1) });
