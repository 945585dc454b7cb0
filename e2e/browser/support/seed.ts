import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A few teammates and tokens so the screenshots show populated tables. Created through the
 * API with the signed-in owner's session, and only when missing, so reruns don't pile up.
 */
const MEMBERS = [
  { name: "Margaret Hamilton", email: "margaret@northwind.test", role: "admin" },
  { name: "Alan Turing", email: "alan@northwind.test", role: "agent" },
  { name: "Katherine Johnson", email: "katherine@northwind.test", role: "marketer" },
];

const DAY = 24 * 3600 * 1000;
const TOKENS = [
  { name: "Zapier integration", scopes: ["*"], expiresAt: null, revoke: false },
  {
    name: "Analytics export",
    scopes: ["analytics:read", "campaigns:read", "contacts:read", "messages:read"],
    expiresAt: new Date(Date.now() + 90 * DAY).toISOString(),
    revoke: false,
  },
  { name: "Old CRM sync", scopes: ["contacts:read", "contacts:write"], expiresAt: null, revoke: true },
];

export async function seedTeamAndTokens(request: APIRequestContext) {
  const team = (await (await request.get("/api/v1/users")).json()) as { data: { email: string }[] };
  for (const m of MEMBERS) {
    if (team.data.some((t) => t.email === m.email)) continue;
    const res = await request.post("/api/v1/users", { data: { ...m, password: "seeded-password-1" } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const tokens = (await (await request.get("/api/v1/tokens")).json()) as { data: { name: string }[] };
  for (const { revoke, ...t } of TOKENS) {
    if (tokens.data.some((x) => x.name === t.name)) continue;
    const res = await request.post("/api/v1/tokens", { data: t });
    expect(res.status(), await res.text()).toBe(200);
    if (revoke) await request.delete(`/api/v1/tokens/${(await res.json()).id}`);
  }
}
