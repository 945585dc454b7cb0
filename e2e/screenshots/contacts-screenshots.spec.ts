import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../browser/support/console-guard";
import { signInAsOwner } from "../browser/support/owner";
import { seedTeamAndTokens } from "../browser/support/seed";

/**
 * Pictures of the contacts area (list, a filter open, a contact, tags, the import mapping
 * step) in both themes and on a tablet, written to screenshots/ for a person to look over.
 * The data is seeded through the API and only where missing, so reruns look the same.
 */
const TAGS = [
  { name: "VIP", color: "#f59e0b" },
  { name: "Newsletter", color: "#3b82f6" },
  { name: "Wholesale", color: "#8b5cf6" },
  { name: "Returning", color: "#22c55e" },
  { name: "Needs follow-up", color: "#ef4444" },
];

const PEOPLE = [
  { name: "Layla Haddad", phone: "+971501234567", email: "layla@haddad.test", tags: "VIP,Returning", customFields: { plan: "gold", city: "Dubai" } },
  { name: "Marcus Chen", phone: "+14155550134", email: "marcus.chen@example.test", tags: "Newsletter" },
  { name: "Sofia Rossi", phone: "+393471234567", email: "sofia@rossi.test", tags: "Wholesale,VIP", customFields: { company: "Rossi & Figli" } },
  { name: "Tomás Alvarez", phone: "+5215512345678", tags: "Needs follow-up" },
  { name: "Amara Okafor", phone: "+2348031234567", email: "amara.okafor@example.test", tags: "Newsletter,Returning" },
  { name: "Jonas Weber", email: "jonas.weber@example.test", tags: "Newsletter" },
  { name: "Priya Natarajan", phone: "+919812345678", email: "priya.n@example.test", tags: "VIP" },
  { name: "Hiro Tanaka", phone: "+819012345678", tags: "" },
  { name: "Chloé Martin", phone: "+33612345678", email: "chloe.martin@example.test", tags: "Wholesale" },
  { name: "Noah Williams", phone: "+447700900123", email: "noah.w@example.test", tags: "Returning,Needs follow-up" },
];

type Contact = { id: string; name: string; notes: string | null };

async function seedContacts(request: APIRequestContext) {
  await seedTeamAndTokens(request);
  for (const t of TAGS) {
    const res = await request.post("/api/v1/contacts/tags", { data: t });
    expect([200, 201, 409], await res.text()).toContain(res.status());
  }
  // Rows matched by phone update, so importing them again changes nothing; the one person
  // without a phone is created only when missing.
  const imported = await request.post("/api/v1/contacts/import", { data: { rows: PEOPLE.filter((p) => p.phone), rowOffset: 0 } });
  expect(imported.status(), await imported.text()).toBeLessThan(300);
  for (const p of PEOPLE.filter((x) => !x.phone)) {
    const found = (await (await request.get(`/api/v1/contacts?search=${encodeURIComponent(p.name)}`)).json()) as { data: Contact[] };
    if (found.data.some((c) => c.name === p.name)) continue;
    const tagIds = ((await (await request.get("/api/v1/contacts/tags/all")).json()) as { data: { id: string; name: string }[] }).data
      .filter((t) => p.tags.split(",").includes(t.name))
      .map((t) => t.id);
    const res = await request.post("/api/v1/contacts", { data: { name: p.name, email: p.email, tagIds } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  const team = (await (await request.get("/api/v1/users")).json()) as { data: { id: string; name: string }[] };
  const agent = (name: string) => team.data.find((m) => m.name === name)?.id ?? null;
  const props: Record<string, object> = {
    "Layla Haddad": { label: "VIP", lifecycleStage: "REPEAT_CUSTOMER", assignedAgentId: agent("Alan Turing") },
    "Marcus Chen": { label: "WARM_LEAD", lifecycleStage: "SUBSCRIBER" },
    "Sofia Rossi": { label: "HOT_LEAD", lifecycleStage: "OPPORTUNITY", assignedAgentId: agent("Margaret Hamilton") },
    "Tomás Alvarez": { label: "FOLLOW_UP", lifecycleStage: "LEAD", assignedAgentId: agent("Alan Turing") },
    "Amara Okafor": { lifecycleStage: "CUSTOMER" },
    "Jonas Weber": { status: "INACTIVE", label: "COLD_LEAD", marketingConsent: "OPTED_OUT" },
    "Priya Natarajan": { label: "VIP", lifecycleStage: "EVANGELIST", assignedAgentId: agent("Ada Lovelace") },
    "Hiro Tanaka": { status: "ARCHIVED", label: "CHURNED" },
    "Noah Williams": { label: "DO_NOT_CONTACT", lifecycleStage: "CUSTOMER", marketingConsent: "OPTED_OUT" },
  };
  const byName = new Map<string, Contact>();
  for (const p of PEOPLE) {
    const found = (await (await request.get(`/api/v1/contacts?search=${encodeURIComponent(p.name)}&limit=5`)).json()) as { data: Contact[] };
    const c = found.data.find((x) => x.name === p.name);
    expect(c, `seeded contact ${p.name}`).toBeTruthy();
    byName.set(p.name, c!);
    if (props[p.name]) await request.put(`/api/v1/contacts/${c!.id}`, { data: props[p.name] });
  }
  const layla = byName.get("Layla Haddad")!;
  const noah = byName.get("Noah Williams")!;
  if (!layla.notes) {
    await request.post(`/api/v1/contacts/${layla.id}/note`, { data: { note: "Prefers WhatsApp after 6 pm Dubai time. Asked about the spring collection." } });
    await request.post(`/api/v1/contacts/${layla.id}/note`, { data: { note: "Sent the gold-tier welcome pack." } });
  }
  return { layla, noah };
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, animations: "disabled" });
}

async function importMapping(page: Page) {
  await page.getByRole("button", { name: "Import CSV" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
  const csv = [
    "Full Name,Mobile,E-mail,Tags,Plan,Signed up,Accepts marketing,Internal note",
    "Yusuf Demir,0559876543,yusuf@example.test,VIP,gold,2024-03-01,yes,",
    "Ines Duarte,+351912345678,ines@example.test,Newsletter,silver,2024-05-12,no,met at the fair",
    "Walter Bad,12ab,walter@example,,,2024-06-02,,",
  ].join("\n");
  await dialog.getByLabel("CSV file").setInputFiles({ name: "spring-fair.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByRole("combobox", { name: "Import “Full Name” as" })).toBeVisible();
  await dialog.getByLabel("Default country code").fill("971");
  return dialog;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`contacts, ${theme} theme at 1280x800`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });

    test("contacts pages", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsOwner(page);
      const { layla, noah } = await seedContacts(page.request);

      await page.goto("/contacts");
      await settle(page);
      await shot(page, `${theme}-contacts-list`);
      await page.getByRole("button", { name: "New contact" }).click();
      await expect(page.getByRole("dialog", { name: "New contact" })).toBeVisible();
      await shot(page, `${theme}-contacts-new`);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Stage", exact: true }).click();
      await page.getByRole("group", { name: "Stage" }).getByRole("checkbox", { name: "Customer", exact: true }).check();
      await page.getByRole("group", { name: "Stage" }).getByRole("checkbox", { name: "Repeat customer" }).check();
      await page.waitForLoadState("networkidle");
      await shot(page, `${theme}-contacts-filter-stage`);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /^More filters/ }).click();
      const sheet = page.getByRole("dialog", { name: "More filters" });
      await sheet.getByRole("checkbox", { name: "Import" }).check();
      await sheet.getByLabel("Total spent: minimum").fill("0");
      await shot(page, `${theme}-contacts-more-filters`);
      await sheet.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForLoadState("networkidle");
      await page.getByRole("checkbox", { name: "Select all contacts on this page" }).check();
      await shot(page, `${theme}-contacts-filtered-selected`);
      await page.getByRole("button", { name: "Add tags" }).click();
      await expect(page.getByRole("dialog", { name: /^Add tags to/ })).toBeVisible();
      await shot(page, `${theme}-contacts-bulk-tags`);
      await page.keyboard.press("Escape");

      await page.goto("/contacts?search=zzzz-nobody");
      await settle(page);
      await shot(page, `${theme}-contacts-no-matches`);

      // The Marketing column (off by default), then the list narrowed to unsubscribed contacts.
      await page.goto("/contacts");
      await settle(page);
      await page.getByRole("button", { name: "Columns" }).click();
      await page.getByRole("menuitemcheckbox", { name: "Marketing" }).click();
      await page.keyboard.press("Escape");
      await shot(page, `${theme}-contacts-marketing-column`);
      await page.getByRole("button", { name: /^More filters/ }).click();
      await page.getByRole("dialog", { name: "More filters" }).getByRole("combobox", { name: "Marketing consent" }).click();
      await page.getByRole("option", { name: "Unsubscribed", exact: true }).click();
      await shot(page, `${theme}-contacts-consent-filter`);
      await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForLoadState("networkidle");
      await shot(page, `${theme}-contacts-unsubscribed`);

      await page.goto(`/contacts/${layla.id}`);
      await settle(page);
      await shot(page, `${theme}-contact-detail`);
      await page.screenshot({ path: `screenshots/${theme}-contact-detail-full.png`, fullPage: true, animations: "disabled" });

      // An unsubscribed contact: the consent line in the Activity card, and the confirmation to subscribe again (cancelled).
      await page.goto(`/contacts/${noah.id}`);
      await settle(page);
      const consent = page.getByTestId("marketing-consent");
      await consent.scrollIntoViewIfNeeded();
      await shot(page, `${theme}-contact-consent`);
      await consent.getByRole("switch", { name: "Marketing messages" }).click();
      await expect(page.getByRole("alertdialog", { name: /^Subscribe .* to marketing messages\?$/ })).toBeVisible();
      await shot(page, `${theme}-contact-consent-confirm`);
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.goto("/contacts/tags");
      await settle(page);
      await shot(page, `${theme}-contacts-tags`);
      await page.getByRole("button", { name: "Edit VIP" }).click();
      await expect(page.getByRole("dialog", { name: "Edit tag" })).toBeVisible();
      await shot(page, `${theme}-contacts-tags-edit`);
      await page.keyboard.press("Escape");

      await page.goto("/contacts");
      await settle(page);
      const dialog = await importMapping(page);
      await shot(page, `${theme}-contacts-import-mapping`);
      await dialog.getByRole("button", { name: /^Import \d+ rows$/ }).click();
      await expect(dialog.getByTestId("import-report")).toBeVisible();
      await shot(page, `${theme}-contacts-import-report`);
    });
  });
}

test.describe("contacts on a tablet at 768x1024", () => {
  test.use({ colorScheme: "light", viewport: { width: 768, height: 1024 } });

  test("list, contact and import", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsOwner(page);
    const { layla } = await seedContacts(page.request);
    await page.goto("/contacts");
    await settle(page);
    await shot(page, "tablet-contacts-list");
    await page.goto(`/contacts/${layla.id}`);
    await settle(page);
    await shot(page, "tablet-contact-detail");
    await page.goto("/contacts");
    await settle(page);
    await importMapping(page);
    await shot(page, "tablet-contacts-import-mapping");
  });
});
