import { z } from "zod";
import { email, password } from "@/lib/company/schemas";
import { roleSchema, teamMemberSchema } from "@/lib/team/schemas";

const personName = z.string({ error: "must be a string" }).trim().min(1, "is required").max(120, "must be at most 120 characters");
// A link token is 43 base62 characters; anything far off is refused before a lookup.
const linkToken = z.string({ error: "must be a string" }).trim().min(1, "is required").max(200, "must be at most 200 characters");

export const updateProfileInput = z.object({ name: personName }).meta({ id: "UpdateProfileInput" });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: "must be a string" }).min(1, "is required").max(200, "must be at most 200 characters"),
    newPassword: password,
  })
  .meta({ id: "ChangePasswordInput" });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const sessionsEndedSchema = z
  .object({
    signedOutOthersAt: z.string().meta({ description: "When every other session and API JWT of this user stopped working" }),
  })
  .meta({ id: "SessionsEnded" });

const oneTimeLink = {
  url: z.string().meta({ description: "The one-time link to hand over (APP_URL based); shown only in this response" }),
  path: z.string().meta({ description: "The same link as a path on this service" }),
  expiresAt: z.string(),
};

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    createdByName: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "Invitation" });

export const createdInvitationSchema = invitationSchema.extend(oneTimeLink).meta({ id: "CreatedInvitation" });
export const invitationListSchema = z.object({ data: z.array(invitationSchema) }).meta({ id: "InvitationList" });

export const createInvitationInput = z
  .object({
    email,
    role: roleSchema,
    expiresInDays: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(30, "must be at most 30")
      .optional()
      .meta({ description: "How long the link works; 7 days when left out" }),
  })
  .meta({ id: "CreateInvitationInput" });
export type CreateInvitationInput = z.infer<typeof createInvitationInput>;

export const invitationIdParams = z.object({ id: z.string().min(1) });

export const acceptInvitationInput = z.object({ token: linkToken, name: personName, password }).meta({ id: "AcceptInvitationInput" });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
export const acceptedInvitationSchema = z.object({ user: teamMemberSchema }).meta({ id: "AcceptedInvitation" });

export const passwordResetLinkSchema = z.object({ userId: z.string(), email: z.string(), ...oneTimeLink }).meta({ id: "PasswordResetLink" });
export const memberIdParams = z.object({ id: z.string().min(1) });

export const resetPasswordInput = z.object({ token: linkToken, password }).meta({ id: "ResetPasswordInput" });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export const passwordResetDoneSchema = z.object({ email: z.string() }).meta({ id: "PasswordResetDone" });
