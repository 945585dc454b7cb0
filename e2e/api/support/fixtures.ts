import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiTokens, rateLimits, type Role } from "@/db/schema";
import { signAccessToken } from "@/lib/auth/jwt";
import { insertCompany, insertUser } from "@/lib/company/create-company";
import { systemCtx } from "@/lib/domain/context";
import { createToken } from "@/lib/tokens/create-token";
import { createContact } from "@/lib/contacts/create-contact";
import type { PresentedContact } from "@/lib/contacts/present-contact";
import { createContactInput, type CreateContactInput } from "@/lib/contacts/schemas";
import { createTag } from "@/lib/contacts/tags";

const uniq = () => randomBytes(4).toString("hex");

export interface TestCompany {
  companyId: string;
  slug: string;
  owner: { id: string; email: string; password: string };
  /** A JWT for a new member of the given role. */
  jwtAs(role: Role): Promise<{ userId: string; jwt: string; email: string; password: string }>;
  ownerJwt: string;
  token(scopes: string[], opts?: { expiresAt?: Date; revoked?: boolean; name?: string }): Promise<{ id: string; token: string }>;
  /** A contact or tag of this company, made through the domain verbs. */
  contact(input?: Partial<CreateContactInput>): Promise<PresentedContact>;
  tag(name?: string, color?: string): Promise<{ id: string; name: string }>;
}

/** A company with an owner, made directly in the database (the API is what tests exercise). */
export async function newCompany(label = "co"): Promise<TestCompany> {
  const db = getDb();
  const company = await insertCompany(db, { name: `${label} ${uniq()}`, slug: `${label}-${uniq()}` });
  const password = "owner-password-1";
  const owner = await insertUser(db, { companyId: company.id, name: "Owner", email: `owner-${uniq()}@${company.slug}.test`, password, role: "owner" });
  const { accessToken } = await signAccessToken(owner);
  return {
    companyId: company.id,
    slug: company.slug,
    owner: { id: owner.id, email: owner.email, password },
    ownerJwt: accessToken,
    async jwtAs(role) {
      const pw = `${role}-password-1`;
      const u = await insertUser(db, { companyId: company.id, name: `A ${role}`, email: `${role}-${uniq()}@${company.slug}.test`, password: pw, role });
      return { userId: u.id, jwt: (await signAccessToken(u)).accessToken, email: u.email, password: pw };
    },
    contact(input = {}) {
      // Through the API's schema, so phones are normalised as a request's would be.
      return createContact({ ctx: systemCtx(company.id, "test"), input: createContactInput.parse({ name: `Contact ${uniq()}`, ...input }) });
    },
    tag(name, color) {
      return createTag({ ctx: systemCtx(company.id, "test"), input: { name: name ?? `Tag ${uniq()}`, color } });
    },
    async token(scopes, opts = {}) {
      const created = await createToken({ ctx: systemCtx(company.id, "test"), input: { name: opts.name ?? `t-${uniq()}`, scopes } });
      if (opts.expiresAt || opts.revoked) {
        await db
          .update(apiTokens)
          .set({ expiresAt: opts.expiresAt ?? null, revokedAt: opts.revoked ? new Date() : null })
          .where(eq(apiTokens.id, created.id));
      }
      return { id: created.id, token: created.token };
    },
  };
}

/** Puts a rate-limit bucket at its limit, as if `points` requests had just been made. */
export async function exhaustRateLimit(key: string, points: number) {
  await getDb()
    .insert(rateLimits)
    .values({ key, points, expire: Date.now() + 60_000 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points, expire: Date.now() + 60_000 } });
}
