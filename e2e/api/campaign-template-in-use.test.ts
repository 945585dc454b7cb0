import { beforeAll, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { approvedTemplateOf, CAMPAIGNS, type Campaign } from "./support/campaigns";

/** A template a campaign names cannot be deleted, here or on the platform, until the campaign goes. */
let co: TestCompany;
beforeAll(async () => {
  co = await newCompany("cmptpl");
});

it("refuses to delete a template a campaign uses (409 naming the campaign), and deletes it once the campaign is gone", async () => {
  const token = (await co.token(["campaigns:write", "campaigns:read", "templates:write", "templates:read"])).token;
  const tpl = await approvedTemplateOf(co.companyId);
  const created = await call<Campaign>("POST", CAMPAIGNS, { token, body: { name: "Uses it", templateId: tpl.id, audience: { type: "ALL" } } });
  expect(created.status).toBe(200);
  const err = expectError(await call("DELETE", `/api/v1/chatapp/templates/${tpl.name}`, { token }), 409, "CONFLICT");
  expect(err.details).toMatchObject({ reason: "template_in_use", campaigns: [{ id: created.body.id, name: "Uses it", status: "DRAFT" }] });
  expect((await call("GET", `/api/v1/chatapp/templates/${tpl.id}`, { token })).status).toBe(200);
  expect((await call("DELETE", `${CAMPAIGNS}/${created.body.id}`, { token })).status).toBe(200);
  const gone = await call<{ name: string; languages: string[] }>("DELETE", `/api/v1/chatapp/templates/${tpl.name}`, { token });
  expect(gone.status, JSON.stringify(gone.body)).toBe(200);
  expect(gone.body).toEqual({ name: tpl.name, languages: ["en"] });
});
