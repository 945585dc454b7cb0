import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiTokens, companies, users } from "@/db/schema";
import { issuePasswordReset, setPasswordDirectly } from "@/lib/account/password-resets";
import { email as emailSchema, password as passwordSchema } from "@/lib/company/schemas";
import { camelId, CHANNEL_META, CHANNEL_TYPES, channelKey } from "@/lib/channels/keys";
import { storeConnection, type ChannelName } from "@/lib/channels/store-connection";
import { insertCompany, insertUser } from "@/lib/company/create-company";
import { setupInput } from "@/lib/company/schemas";
import { systemCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { addMemberInput } from "@/lib/team/schemas";
import { createToken } from "@/lib/tokens/create-token";
import { revokeToken } from "@/lib/tokens/revoke-token";
import { createTokenInput } from "@/lib/tokens/schemas";
import { slug } from "@/lib/company/schemas";
import { getIntegrationSecret } from "@/lib/web-events/integrations";
import { z } from "zod";

type Flags = Record<string, string>;
type Command = (flags: Flags, rest: string[]) => Promise<unknown>;

function need(flags: Flags, ...names: string[]) {
  const missing = names.filter((n) => !flags[n]);
  if (missing.length) throw new Error(`missing ${missing.map((m) => `--${m}`).join(", ")}`);
}

/** CLI input goes through the same zod schemas as the API. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw AppError.validation(r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  return r.data;
}

// Not verbs: commands name the company by slug and build a system context from it; the
// inserts that create a company or its first users have no context yet.
async function companyBySlug(s: string) {
  const [row] = await getDb().select().from(companies).where(eq(companies.slug, s));
  if (!row) throw new Error(`no company with slug "${s}"`);
  return row;
}

// `channel connect <key>`: every channel that is connected with platform account ids.
const CHANNEL_FLAGS: Record<string, { channel: ChannelName; ids: readonly string[] }> = Object.fromEntries(
  CHANNEL_TYPES.filter((t) => CHANNEL_META[t].connectIds.length).map((t) => [channelKey(t), { channel: t, ids: CHANNEL_META[t].connectIds }]),
);


export const COMMANDS: Record<string, Command> = {
  "company create": async (f) => {
    need(f, "name", "slug");
    const company = await insertCompany(getDb(), { name: setupInput.shape.companyName.parse(f.name), slug: parse(slug, f.slug) });
    return { id: company.id, name: company.name, slug: company.slug };
  },
  "user create": async (f) => {
    need(f, "company", "email", "password", "role");
    const company = await companyBySlug(f.company);
    const input = parse(addMemberInput, { name: f.name ?? f.email.split("@")[0], email: f.email, password: f.password, role: f.role });
    const user = await insertUser(getDb(), { ...input, companyId: company.id });
    return { id: user.id, email: user.email, role: user.role, company: company.slug };
  },
  // Prints a one-time reset link alone on the last line (like `token create`); with
  // --password it sets that password instead. Either way the person's sessions end.
  "user reset-password": async (f) => {
    need(f, "email");
    // Through object schemas, so an error names the flag (`password: must be at least 8 characters`).
    const { email: address } = parse(z.object({ email: emailSchema }), { email: f.email });
    const [user] = await getDb().select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, address));
    if (!user) throw new Error(`no user with email "${address}"`);
    const ctx = systemCtx(user.companyId, "CLI");
    if (f.password !== undefined) {
      const { password } = parse(z.object({ password: passwordSchema }), { password: f.password });
      const done = await setPasswordDirectly({ ctx, id: user.id, password });
      return { email: done.email, passwordSet: true, sessionsEnded: true };
    }
    return (await issuePasswordReset({ ctx, id: user.id })).url;
  },
  "token create": async (f) => {
    need(f, "company", "name", "scopes");
    const company = await companyBySlug(f.company);
    const scopes = f.scopes.split(",").map((s) => s.trim()).filter(Boolean);
    const input = parse(createTokenInput, { name: f.name, scopes, expiresAt: f.expires ?? null });
    const created = await createToken({ ctx: systemCtx(company.id, "CLI"), input });
    return created.token;
  },
  "token revoke": async (f) => {
    need(f, "company", "name");
    const company = await companyBySlug(f.company);
    const rows = await getDb()
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(inCompany(apiTokens, { companyId: company.id }, eq(apiTokens.name, f.name)));
    if (!rows.length) throw new Error(`no token named "${f.name}" in ${company.slug}`);
    for (const r of rows) await revokeToken({ ctx: systemCtx(company.id, "CLI"), input: { id: r.id } });
    return { revoked: rows.length, name: f.name };
  },
  "channel connect": async (f, rest) => {
    const spec = CHANNEL_FLAGS[rest[0] ?? ""];
    if (!spec) throw new Error(`channel must be one of ${Object.keys(CHANNEL_FLAGS).join(", ")}`);
    need(f, "company", "access-token", ...spec.ids);
    const company = await companyBySlug(f.company);
    const identifiers = Object.fromEntries(spec.ids.map((k) => [camelId(k), f[k]]));
    const row = await storeConnection({ ctx: systemCtx(company.id, "CLI"), input: { channel: spec.channel, identifiers, accessToken: f["access-token"] } });
    // The token stays sealed in the row: only what identifies the inbox is printed.
    return { id: row.id, channel: row.channel, identifiers: row.identifiers, status: row.status, mode: row.mode, connectedAt: row.connectedAt?.toISOString() ?? null };
  },
  // Prints the secret alone on the last line, like `token create`; the API never shows it.
  "integration secret": async (f) => {
    need(f, "company", "id");
    const company = await companyBySlug(f.company);
    const { secret } = await getIntegrationSecret({ ctx: systemCtx(company.id, "CLI"), id: f.id });
    return secret;
  },
};
