import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contacts, contactTags } from "@/db/schema";
import { CONTACT_LABELS, CONTACT_STATUSES, LIFECYCLE_STAGES } from "@/lib/contacts/enums";
import { newId } from "@/lib/ids";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * The list's filters and sorts against a seeded set whose right answers this file computes
 * itself, in plain TypeScript, from the same seed.
 */
type Seed = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: (typeof CONTACT_STATUSES)[number];
  label: (typeof CONTACT_LABELS)[number] | null;
  lifecycleStage: (typeof LIFECYCLE_STAGES)[number];
  source: string;
  channelType: string | null;
  totalSpent: number;
  orderCount: number;
  assignedAgentId: string | null;
  lastInteractionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  tagIds: string[];
};

let co: TestCompany;
let token: string;
let seed: Seed[] = [];
let tagA: string;
let tagB: string;
let agentId: string;

// A small deterministic generator, so failures reproduce.
function rng(seedValue: number) {
  let s = seedValue;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

const FIRST = ["Ana", "bruno", "Chen", "Dalia", "Emile", "farah", "Goran", "Hana", "Ivan", "Jade", "karim", "Lena"];

beforeAll(async () => {
  co = await newCompany("list");
  token = (await co.token(["contacts:read"])).token;
  tagA = (await co.tag("Alpha")).id;
  tagB = (await co.tag("Beta")).id;
  agentId = (await co.jwtAs("agent")).userId;
  const r = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const base = Date.UTC(2026, 0, 1);
  seed = Array.from({ length: 60 }, (_, i) => {
    const created = new Date(base + Math.floor(r() * 300) * 86_400_000 + i * 1000);
    const tagIds = [r() < 0.4 ? tagA : null, r() < 0.3 ? tagB : null].filter((t): t is string => !!t);
    return {
      id: newId("ct"),
      name: `${pick(FIRST)} ${String.fromCharCode(65 + (i % 26))}${i}`,
      phone: r() < 0.7 ? `97150${String(1000000 + i)}` : null,
      email: r() < 0.6 ? `person${i}@${pick(["mail.test", "corp.test"])}` : null,
      status: pick(CONTACT_STATUSES),
      label: r() < 0.3 ? null : pick(CONTACT_LABELS),
      lifecycleStage: pick(LIFECYCLE_STAGES),
      source: pick(["MANUAL", "IMPORT", "CHATAPP", "STORE"]),
      channelType: r() < 0.5 ? pick(["chatapp", "photoapp"]) : null,
      totalSpent: Math.round(r() * 100000) / 100,
      orderCount: r() < 0.5 ? 0 : Math.ceil(r() * 5),
      assignedAgentId: r() < 0.3 ? agentId : null,
      lastInteractionAt: r() < 0.8 ? new Date(created.getTime() + Math.floor(r() * 30) * 86_400_000) : null,
      createdAt: created,
      updatedAt: new Date(created.getTime() + Math.floor(r() * 1e9)),
      tagIds,
    };
  });
  await getDb()
    .insert(contacts)
    .values(seed.map(({ tagIds: _t, ...c }) => ({ ...c, companyId: co.companyId })));
  const links = seed.flatMap((c) => c.tagIds.map((tagId) => ({ contactId: c.id, tagId, companyId: co.companyId })));
  if (links.length) await getDb().insert(contactTags).values(links);
});

type ListBody = { data: { id: string }[]; pagination: { page: number; limit: number; total: number; totalPages: number; totalIsExact: boolean } };

async function ids(query: string) {
  const res = await call<ListBody>("GET", `/api/v1/contacts?limit=100&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.pagination.total).toBe(res.body.data.length);
  return res.body.data.map((c) => c.id);
}

const byCreatedDesc = (a: Seed, b: Seed) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const expectIds = (rows: Seed[]) => [...rows].sort(byCreatedDesc).map((c) => c.id);

describe("GET /api/v1/contacts filters", () => {
  const cases: [string, (c: Seed) => boolean][] = [
    ["status=ACTIVE,INACTIVE", (c) => c.status !== "ARCHIVED"],
    ["label=VIP,HOT_LEAD", (c) => c.label === "VIP" || c.label === "HOT_LEAD"],
    ["lifecycleStage=CUSTOMER", (c) => c.lifecycleStage === "CUSTOMER"],
    ["source=STORE,IMPORT", (c) => c.source === "STORE" || c.source === "IMPORT"],
    ["channelType=chatapp", (c) => c.channelType === "chatapp"],
    ["hasPhone=true", (c) => c.phone !== null],
    ["hasPhone=false&hasEmail=true", (c) => c.phone === null && c.email !== null],
    ["hasOrders=true", (c) => c.orderCount > 0],
    ["hasOrders=false", (c) => c.orderCount === 0],
    ["minTotalSpent=250&maxTotalSpent=750.5", (c) => c.totalSpent >= 250 && c.totalSpent <= 750.5],
    ["assignedAgentId=none", (c) => c.assignedAgentId === null],
    ["createdAfter=2026-04-01T00:00:00Z&createdBefore=2026-08-01T00:00:00Z", (c) => c.createdAt >= new Date("2026-04-01T00:00:00Z") && c.createdAt <= new Date("2026-08-01T00:00:00Z")],
    ["lastInteractionAfter=2026-06-01T00:00:00Z", (c) => !!c.lastInteractionAt && c.lastInteractionAt >= new Date("2026-06-01T00:00:00Z")],
    ["search=corp.test", (c) => !!c.email?.includes("corp.test")],
    ["search=ana", (c) => c.name.toLowerCase().includes("ana") || !!c.email?.toLowerCase().includes("ana")],
    ["search=5010000", (c) => !!c.phone?.includes("5010000") || c.name.includes("5010000")],
    ["status=ACTIVE&hasPhone=true&lifecycleStage=LEAD,CUSTOMER", (c) => c.status === "ACTIVE" && c.phone !== null && ["LEAD", "CUSTOMER"].includes(c.lifecycleStage)],
  ];
  it.each(cases)("%s", async (query, keep) => {
    expect(await ids(query)).toEqual(expectIds(seed.filter(keep)));
  });

  it("tagIds matches contacts with any of the tags", async () => {
    expect(await ids(`tagIds=${tagA}`)).toEqual(expectIds(seed.filter((c) => c.tagIds.includes(tagA))));
    expect(await ids(`tagIds=${tagA},${tagB}`)).toEqual(expectIds(seed.filter((c) => c.tagIds.length > 0)));
  });

  it("assignedAgentId filters by the agent", async () => {
    expect(await ids(`assignedAgentId=${agentId}`)).toEqual(expectIds(seed.filter((c) => c.assignedAgentId === agentId)));
  });

  it("refuses bad filter values, naming them", async () => {
    for (const [q, field] of [
      ["status=GONE", "status"],
      ["hasPhone=maybe", "hasPhone"],
      ["minTotalSpent=lots", "minTotalSpent"],
      ["createdAfter=yesterday", "createdAfter"],
      ["sortBy=phone", "sortBy"],
      ["limit=1000", "limit"],
      ["page=0", "page"],
    ]) {
      const err = expectError(await call("GET", `/api/v1/contacts?${q}`, { token }), 400, "VALIDATION_ERROR");
      expect(err.message.startsWith(`${field}`), `${q}: ${err.message}`).toBe(true);
    }
  });
});

describe("GET /api/v1/contacts sorting and pages", () => {
  it("sorts by name (case-insensitive), createdAt and updatedAt both ways", async () => {
    const byName = (a: Seed, b: Seed) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : 1);
    expect(await ids("sortBy=name&sortOrder=asc")).toEqual([...seed].sort(byName).map((c) => c.id));
    expect(await ids("sortBy=name&sortOrder=desc")).toEqual([...seed].sort(byName).reverse().map((c) => c.id));
    expect(await ids("sortBy=createdAt&sortOrder=asc")).toEqual([...seed].sort(byCreatedDesc).reverse().map((c) => c.id));
    const byUpdated = (a: Seed, b: Seed) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1);
    expect(await ids("sortBy=updatedAt")).toEqual([...seed].sort(byUpdated).map((c) => c.id));
  });

  it("pages without overlap and reports the totals", async () => {
    const all = expectIds(seed);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await call<ListBody>("GET", `/api/v1/contacts?limit=16&page=${page}`, { token });
      expect(res.body.pagination).toEqual({ page, limit: 16, total: 60, totalPages: 4, totalIsExact: true });
      seen.push(...res.body.data.map((c) => c.id));
    }
    expect(seen).toEqual(all);
    const beyond = await call<ListBody>("GET", "/api/v1/contacts?limit=16&page=9", { token });
    expect(beyond.body.data).toEqual([]);
  });

  it("defaults to page 1, 20 per page, newest first", async () => {
    const res = await call<ListBody>("GET", "/api/v1/contacts", { token });
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 20, total: 60, totalPages: 3 });
    expect(res.body.data.map((c) => c.id)).toEqual(expectIds(seed).slice(0, 20));
  });
});
