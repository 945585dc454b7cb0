import { defineRoute } from "@/lib/http/contract";
import { teamMemberSchema } from "@/lib/team/schemas";
import {
  acceptedInvitationSchema,
  acceptInvitationInput,
  changePasswordInput,
  createdInvitationSchema,
  createInvitationInput,
  invitationIdParams,
  invitationListSchema,
  invitationSchema,
  memberIdParams,
  passwordResetDoneSchema,
  passwordResetLinkSchema,
  sessionsEndedSchema,
  updateProfileInput,
  resetPasswordInput,
} from "./schemas";

const SESSIONS_NOTE =
  "Sessions are stateless (signed cookies and API JWTs), so ending them bumps the person's session version: every session and JWT issued before stops working at its next request. The dashboard session that asked gets a new cookie and stays signed in; a JWT that asked ends too (ask POST /api/v1/auth/token for a new one).";

export const updateProfileRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/me",
  tag: "Account",
  summary: "Change your own name",
  auth: "user",
  scope: "authenticated",
  body: updateProfileInput,
  response: teamMemberSchema,
});

export const changePasswordRoute = defineRoute({
  method: "POST",
  path: "/api/v1/me/password",
  operationId: "me.changePassword",
  tag: "Account",
  summary: "Change your own password (needs the current one)",
  description: `A wrong currentPassword is a 400 naming that field; newPassword follows the sign-up rules (8 to 200 characters). The change ends your other sessions. ${SESSIONS_NOTE}`,
  auth: "user",
  scope: "authenticated",
  body: changePasswordInput,
  response: sessionsEndedSchema,
});

export const signOutOthersRoute = defineRoute({
  method: "POST",
  path: "/api/v1/me/sessions/sign-out-others",
  operationId: "me.signOutOthers",
  tag: "Account",
  summary: "Sign out of every other session",
  description: SESSIONS_NOTE,
  auth: "user",
  scope: "authenticated",
  response: sessionsEndedSchema,
});

export const listInvitationsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/invitations",
  tag: "Account",
  summary: "List pending invitations",
  description: "Invitations not yet accepted, revoked or expired. Links are never shown again after creation.",
  auth: "user",
  scope: "team:read",
  response: invitationListSchema,
});

export const createInvitationRoute = defineRoute({
  method: "POST",
  path: "/api/v1/invitations",
  tag: "Account",
  summary: "Invite someone by a one-time link",
  description:
    "Returns a one-time link (the service sends no mail: copy it to the person). It works once and expires after expiresInDays (default 7). Only its SHA-256 is stored. An email that already has an account is a 409 naming email; a new invitation for an address replaces its pending one. Only an owner may invite an owner.",
  auth: "user",
  scope: "team:write",
  body: createInvitationInput,
  response: createdInvitationSchema,
});

export const revokeInvitationRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/invitations/{id}",
  operationId: "invitations.revoke",
  tag: "Account",
  summary: "Revoke a pending invitation",
  description: "Its link stops working. An accepted or already revoked invitation is a 409.",
  auth: "user",
  scope: "team:write",
  params: invitationIdParams,
  response: invitationSchema,
});

export const acceptInvitationRoute = defineRoute({
  method: "POST",
  path: "/api/v1/invitations/accept",
  operationId: "invitations.accept",
  tag: "Account",
  summary: "Accept an invitation: set your name and password",
  description:
    "Public: the link's token is the credential. Creates the account with the invited email and role; the link then stops working. An unknown token is a 404; a used, revoked or expired one a 409 with details.reason. Sign in afterwards with the email and password.",
  auth: "public",
  body: acceptInvitationInput,
  response: acceptedInvitationSchema,
});

export const issuePasswordResetRoute = defineRoute({
  method: "POST",
  path: "/api/v1/users/{id}/password-reset",
  operationId: "users.issuePasswordReset",
  tag: "Account",
  summary: "Issue a one-time password-reset link for a member",
  description:
    "Returns a one-time link to hand to the person (no mail is sent); it works once and expires after 7 days, and a newer link replaces older unused ones. Using it sets a new password and ends that person's sessions. Only an owner may issue one for an owner.",
  auth: "user",
  scope: "team:write",
  params: memberIdParams,
  response: passwordResetLinkSchema,
});

export const usePasswordResetRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/password-reset",
  operationId: "auth.resetPassword",
  tag: "Account",
  summary: "Set a new password with a reset link",
  description: "Public: the link's token is the credential. Ends every session of the person. An unknown token is a 404; a used, replaced or expired one a 409 with details.reason.",
  auth: "public",
  body: resetPasswordInput,
  response: passwordResetDoneSchema,
});
