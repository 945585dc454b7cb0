import { describe, expect, it } from "vitest";
import {
  audienceInput,
  audienceIsComplete,
  audienceRows,
  defaultScheduleLocal,
  emptyWizard,
  isoToLocal,
  resolveSamples,
  sampleContactQuery,
  templateComponentsOf,
  templateVariables,
  timeZoneLabel,
  toCreateInput,
  toUpdateInput,
  triggerPaths,
  wizardFieldOf,
  wizardFromCampaign,
  wizardSchema,
  type WizardValues,
} from "./campaign-wizard";

const template = {
  id: "tpl_1",
  category: "MARKETING" as const,
  bodyText: "Hi {{1}}, your code is {{2}}.",
  headerType: "TEXT" as const,
  headerText: "Hello {{1}}",
  headerExample: "friend",
  buttons: [{ type: "URL" as const, text: "Shop", url: "https://shop.example/{{1}}", urlExample: "https://shop.example/spring" }],
  variableMapping: { "1": { type: "contact_field" as const, value: "firstName" }, "2": { type: "static" as const, value: "SPRING" } },
};

const values = (patch: Partial<WizardValues> = {}): WizardValues => ({
  ...emptyWizard(),
  name: " Spring sale ",
  templateId: "tpl_1",
  audience: { type: "TAGS", tagIds: ["tag_1"], contactIds: ["ct_9"] },
  extras: ["there", "spring"],
  values: ["", ""],
  ...patch,
});

describe("the wizard's schema", () => {
  it("accepts a complete campaign and names what is missing", () => {
    expect(wizardSchema.safeParse(values()).success).toBe(true);
    const bad = wizardSchema.safeParse(values({ name: " ", audience: { type: "TAGS", tagIds: [] }, extras: ["", "x"], messagesPerSecond: 25 }));
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "audience.tagIds", "extras.0", "messagesPerSecond"]));
  });

  it("requires typed values only when they are what gets sent", () => {
    expect(wizardSchema.safeParse(values({ variableMode: "saved", values: ["", ""] })).success).toBe(true);
    const own = wizardSchema.safeParse(values({ variableMode: "own", values: ["Ana", " "] }));
    expect(own.error?.issues.map((i) => i.path.join("."))).toEqual(["values.1"]);
  });

  it("requires a future time to schedule", () => {
    const past = wizardSchema.safeParse(values({ when: "schedule", scheduledLocal: "2001-01-01T10:00" }));
    expect(past.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["scheduledLocal", "must be in the future"]]);
    expect(wizardSchema.safeParse(values({ when: "schedule", scheduledLocal: "" })).success).toBe(false);
    expect(wizardSchema.safeParse(values({ when: "schedule", scheduledLocal: isoToLocal(new Date(Date.now() + 3_600_000)) })).success).toBe(true);
  });
});

describe("audiences", () => {
  it("keeps only the keys the audience's type reads", () => {
    const a = { type: "TAGS" as const, tagIds: ["t"], contactIds: ["c"], batchId: "b" };
    expect(audienceInput(a)).toEqual({ type: "TAGS", tagIds: ["t"] });
    expect(audienceInput({ ...a, type: "ALL" })).toEqual({ type: "ALL" });
    expect(audienceInput({ ...a, type: "CONTACTS" })).toEqual({ type: "CONTACTS", contactIds: ["c"] });
    expect(audienceInput({ ...a, type: "IMPORT_BATCH" })).toEqual({ type: "IMPORT_BATCH", batchId: "b" });
  });

  it("knows when an audience names someone", () => {
    expect(audienceIsComplete({ type: "ALL" })).toBe(true);
    expect(audienceIsComplete({ type: "TAGS", tagIds: [] })).toBe(false);
    expect(audienceIsComplete({ type: "IMPORT_BATCH" })).toBe(false);
    expect(audienceIsComplete({ type: "IMPORT_BATCH", batchId: "b1" })).toBe(true);
  });

  it("finds one opted-in contact with a phone of the tags or of everyone", () => {
    expect(sampleContactQuery({ type: "TAGS", tagIds: ["a", "b"] })).toBe("limit=1&hasPhone=true&marketingConsent=OPTED_IN&tagIds=a%2Cb");
    expect(sampleContactQuery({ type: "ALL" })).toBe("limit=1&hasPhone=true&marketingConsent=OPTED_IN");
    expect(sampleContactQuery({ type: "TAGS", tagIds: [] })).toBeNull();
    expect(sampleContactQuery({ type: "CONTACTS", contactIds: ["c"] })).toBeNull();
  });

  it("reads a CSV's columns by name, whatever their case", () => {
    const { rows, missing } = audienceRows(["Full Name", "Mobile", "E-mail", "Tags"], [
      { "Full Name": " Ana ", Mobile: "+971 50 123 4567", "E-mail": "", Tags: "vip, spring" },
      { "Full Name": "Bo", Mobile: "", "E-mail": "bo@x.test", Tags: "" },
    ]);
    expect(missing).toEqual([]);
    expect(rows).toEqual([
      { name: "Ana", phone: "+971 50 123 4567", tags: "vip, spring" },
      { name: "Bo", phone: "", email: "bo@x.test" },
    ]);
    expect(audienceRows(["name", "email"], []).missing).toEqual(["phone"]);
  });
});

describe("variables", () => {
  it("knows how many body variables there are and whether saved sources cover them", () => {
    expect(templateVariables(template)).toEqual({ count: 2, hasSaved: true });
    expect(templateVariables({ ...template, variableMapping: { "1": template.variableMapping["1"] } })).toEqual({ count: 2, hasSaved: false });
    expect(templateVariables(null)).toEqual({ count: 0, hasSaved: false });
  });

  it("resolves saved sources for a sample contact, null where it lacks the field", () => {
    const mapping = { ...template.variableMapping, "3": { type: "custom_field" as const, value: "tier" }, "4": { type: "order_field" as const, value: "last.order.total" } };
    const contact = { name: "Ana Lima", firstName: "Ana", lastName: "Lima", email: null, phone: "+1", customFields: { tier: "gold" } };
    expect(resolveSamples(mapping, 5, contact)).toEqual(["Ana", "SPRING", "gold", "(from the last order)", null]);
    expect(resolveSamples(mapping, 3, { ...contact, firstName: null, customFields: {} })).toEqual([null, "SPRING", null]);
    expect(resolveSamples(mapping, 2, null)).toEqual([null, "SPRING"]);
  });

  it("sends the header and link values always, and the body only when typed", () => {
    expect(templateComponentsOf(values(), template)).toEqual([
      { type: "header", parameters: [{ type: "text", text: "there" }] },
      { type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "spring" }] },
    ]);
    const own = templateComponentsOf(values({ variableMode: "own", values: [" Ana ", "X1"] }), template);
    expect(own?.at(-1)).toEqual({ type: "body", parameters: [{ type: "text", text: "Ana" }, { type: "text", text: "X1" }] });
    expect(templateComponentsOf(values({ extras: [] }), { ...template, headerType: "NONE", buttons: [] })).toBeNull();
  });
});

describe("request bodies", () => {
  it("creates a draft without a time, and a scheduled one with the instant in UTC", () => {
    const draft = toCreateInput(values({ when: "schedule", scheduledLocal: "2030-06-01T09:30" }), template, { draft: true });
    expect(draft).toMatchObject({ name: "Spring sale", templateId: "tpl_1", audience: { type: "TAGS", tagIds: ["tag_1"] }, messagesPerSecond: 10, messagesPerDay: null });
    expect(draft).not.toHaveProperty("scheduledAt");
    const scheduled = toCreateInput(values({ when: "schedule", scheduledLocal: "2030-06-01T09:30" }), template, { draft: false });
    expect(scheduled.scheduledAt).toBe(new Date("2030-06-01T09:30").toISOString());
    expect(toCreateInput(values({ when: "now" }), template, { draft: false })).not.toHaveProperty("scheduledAt");
  });

  it("updates with the retry settings, and null to unschedule", () => {
    const body = toUpdateInput(values({ autoRetry: true, maxRetries: 5 }), template, { draft: true });
    expect(body).toMatchObject({ scheduledAt: null, autoRetry: true, maxRetries: 5 });
  });

  it("reads a stored campaign back into the form", () => {
    const stored = {
      id: "cmp_1",
      name: "Spring",
      templateId: "tpl_1",
      audience: { type: "CONTACTS" as const, contactIds: ["c1"] },
      templateComponents: [
        { type: "header", parameters: [{ type: "text", text: "you" }] },
        { type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "p" }] },
        { type: "body", parameters: [{ type: "text", text: "Ana" }, { type: "text", text: "Z" }] },
      ],
      scheduledAt: "2030-06-01T07:30:00.000Z",
      messagesPerSecond: 5,
      messagesPerDay: 1000,
      autoRetry: true,
      maxRetries: 2,
    };
    const v = wizardFromCampaign(stored as never, template);
    expect(v).toMatchObject({ variableMode: "own", values: ["Ana", "Z"], extras: ["you", "p"], when: "schedule", messagesPerSecond: 5, messagesPerDay: 1000, autoRetry: true, maxRetries: 2 });
    expect(v.audience).toEqual({ type: "CONTACTS", contactIds: ["c1"], tagIds: [] });
    expect(v.scheduledLocal).toBe(isoToLocal("2030-06-01T07:30:00.000Z"));
    expect(wizardFromCampaign({ ...stored, templateComponents: null, scheduledAt: null } as never, template)).toMatchObject({ variableMode: "saved", when: "now", values: ["", ""], extras: ["", ""] });
  });

  it("checks the audience by its parts, so each error has a place to stay", () => {
    expect(triggerPaths(["name", "audience"])).toEqual(["name", "audience.type", "audience.tagIds", "audience.contactIds", "audience.batchId"]);
  });

  it("puts the API's field errors on the wizard's fields and steps", () => {
    expect(wizardFieldOf("name")).toEqual({ field: "name", step: 0 });
    expect(wizardFieldOf("audience.tagIds.0")).toEqual({ field: "audience.tagIds", step: 1 });
    expect(wizardFieldOf("templateComponents.0.parameters")).toEqual({ field: "values", step: 2 });
    expect(wizardFieldOf("scheduledAt")).toEqual({ field: "scheduledLocal", step: 3 });
    expect(wizardFieldOf("messagesPerDay")).toEqual({ field: "messagesPerDay", step: 3 });
    expect(wizardFieldOf("pacingDisabled")).toBeNull();
  });
});

describe("time", () => {
  it("writes datetime-local values in the browser's zone and picks the next full hour", () => {
    const at = new Date(2030, 5, 1, 9, 5);
    expect(isoToLocal(at)).toBe("2030-06-01T09:05");
    expect(defaultScheduleLocal(new Date(2030, 5, 1, 9, 5).getTime())).toBe("2030-06-01T10:00");
    expect(defaultScheduleLocal(new Date(2030, 5, 1, 9, 45).getTime())).toBe("2030-06-01T11:00");
  });

  it("names the zone with its offset", () => {
    expect(timeZoneLabel(new Date("2030-01-15T12:00:00Z"), "Asia/Dubai")).toBe("Asia/Dubai (GMT+4)");
    expect(timeZoneLabel(new Date("2030-01-15T12:00:00Z"), "UTC")).toMatch(/^UTC/);
  });
});
