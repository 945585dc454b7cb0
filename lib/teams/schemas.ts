import { z } from "zod";
import { required } from "@/lib/http/fields";

export const TEAM_LIMITS = { name: 60, description: 280, members: 200 } as const;
const L = TEAM_LIMITS;

const name = z
  .string({ error: required("must be a string") })
  .trim()
  .min(1, "is required")
  .max(L.name, `must be at most ${L.name} characters`)
  .meta({ description: "Unique in the company, any case", example: "Sales KSA" });
const description = z.string({ error: "must be a string" }).trim().max(L.description, `must be at most ${L.description} characters`).nullable();
const userIds = z
  .array(z.string({ error: "must be a user id" }).min(1, "must not be empty"), { error: "must be a list of user ids" })
  .max(L.members, `must hold at most ${L.members} users`);
const objectError = { error: "must be a JSON object" };

export const createTeamInput = z
  .object({ name, description: description.optional(), memberIds: userIds.optional().meta({ description: "The team's first members" }) }, objectError)
  .strict()
  .meta({ id: "CreateTeamInput", example: { name: "Sales KSA", description: "Arabic-speaking sales", memberIds: ["usr_1"] } });
export type CreateTeamInput = z.infer<typeof createTeamInput>;

export const updateTeamInput = z
  .object({ name: name.optional(), description: description.optional() }, objectError)
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one of name, description" })
  .meta({ id: "UpdateTeamInput", description: "Fields left out are unchanged." });
export type UpdateTeamInput = z.infer<typeof updateTeamInput>;

export const addTeamMembersInput = z.object({ userIds: userIds.min(1, "must name at least one user") }, objectError).strict().meta({ id: "AddTeamMembersInput" });

export const teamIdParams = z.object({ teamId: z.string().min(1) });
export const teamMemberParams = z.object({ teamId: z.string().min(1), userId: z.string().min(1) });

const member = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });
export const teamSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    members: z.array(member),
    inboxes: z.array(z.object({ id: z.string(), name: z.string(), channel: z.string() })).meta({ description: "The inboxes this team works (their auto-assignment picks among its members)" }),
    openConversations: z.number().int().meta({ description: "Open conversations with the team" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Team" });
export type TeamView = z.infer<typeof teamSchema>;
export const teamListSchema = z.object({ data: z.array(teamSchema) }).meta({ id: "TeamList" });
export const teamDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "TeamDeleted" });
