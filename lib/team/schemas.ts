import { z } from "zod";
import { email, password } from "@/lib/company/schemas";

export const roleSchema = z.enum(["owner", "admin", "agent", "marketer"], { error: "must be one of owner, admin, agent, marketer" });

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: "TeamMember" });

export const addMemberInput = z
  .object({
    name: z.string().trim().min(1, "is required").max(120),
    email,
    role: roleSchema,
    password: password.meta({ description: "Initial password; share it with the person, who can change it later" }),
  })
  .meta({ id: "AddTeamMemberInput" });
export type AddMemberInput = z.infer<typeof addMemberInput>;

export const updateMemberInput = z
  .object({ role: roleSchema.optional(), name: z.string().trim().min(1, "is required").max(120).optional() })
  .refine((v) => v.role !== undefined || v.name !== undefined, { error: "send role or name" })
  .meta({ id: "UpdateTeamMemberInput" });
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

export const memberIdParams = z.object({ id: z.string().min(1) });
export const teamListSchema = z.object({ data: z.array(teamMemberSchema) }).meta({ id: "TeamMemberList" });

export const meSchema = z
  .object({
    // A union, not .nullable(): the document generator renders a nullable $ref as allOf, which refuses null.
    user: z.union([teamMemberSchema, z.null()]),
    company: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    actor: z.object({ kind: z.enum(["user", "token", "system"]), via: z.string().optional() }),
    scopes: z.array(z.string()),
  })
  .meta({ id: "Me" });
