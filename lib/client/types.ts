import type { z } from "zod";
import type { companySchema } from "@/lib/company/schemas";
import type { meSchema, roleSchema, teamMemberSchema } from "@/lib/team/schemas";
import type { apiTokenSchema, createdTokenSchema } from "@/lib/tokens/schemas";

// Response shapes come from the same zod schemas the routes answer with (types only).
export type Me = z.infer<typeof meSchema>;
export type Company = z.infer<typeof companySchema>;
export type Role = z.infer<typeof roleSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type ApiToken = z.infer<typeof apiTokenSchema>;
export type CreatedApiToken = z.infer<typeof createdTokenSchema>;
export type ListOf<T> = { data: T[] };
