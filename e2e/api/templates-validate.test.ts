import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Validation = { valid: boolean; problems: { path: string; message: string }[] };
const PATH = "/api/v1/chatapp/templates/validate";

let co: TestCompany;
// A token is limited to 60 requests a minute, so each test takes its own.
const writer = async () => (await co.token(["templates:write"])).token;

beforeAll(async () => {
  co = await newCompany("tv");
});

const good = {
  name: "order_update",
  language: "en_US",
  category: "UTILITY",
  headerType: "TEXT",
  headerText: "Order {{1}}",
  headerExample: "#1042",
  bodyText: "Hi {{1}}, your order ships on {{2}}.",
  bodyExamples: ["Sara", "Monday"],
  buttons: [
    { type: "QUICK_REPLY", text: "Thanks" },
    { type: "URL", text: "Track", url: "https://shop.example.com/t/{{1}}", urlExample: "https://shop.example.com/t/1042" },
  ],
  variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "order_field", value: "last.order.date" } },
};

describe("POST /api/v1/chatapp/templates/validate", () => {
  it("answers valid for a complete template", async () => {
    const res = await call<Validation>("POST", PATH, { token: await writer(), body: good });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, problems: [] });
  });

  it("answers 200 with one problem per rule broken, by path", async () => {
    const res = await call<Validation>("POST", PATH, {
      token: await writer(),
      body: {
        ...good,
        name: "Order Update",
        bodyText: "Hi {{1}}, your order ships on {{3}}.",
        buttons: [{ type: "QUICK_REPLY", text: "Thanks" }, { type: "PHONE_NUMBER", text: "Call", phoneNumber: "5550102030" }, { type: "QUICK_REPLY", text: "A label that is much too long" }],
        variableMapping: { "1": { type: "contact_field", value: "nickname" } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
    expect(res.body.problems.map((p) => p.path).sort()).toEqual(["bodyText", "buttons", "buttons.1.phoneNumber", "buttons.2.text", "name", "variableMapping.1.value"]);
    expect(res.body.problems.find((p) => p.path === "buttons.2.text")?.message).toBe("must be at most 25 characters (has 29)");
  });

  it("lints a half-typed template: missing and mistyped fields are problems, not a 400", async () => {
    const token = await writer();
    const empty = await call<Validation>("POST", PATH, { token, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.problems).toEqual(
      ["name", "category", "language", "bodyText"].map((path) => ({ path, message: "is required" })),
    );
    const typed = await call<Validation>("POST", PATH, { token, body: { ...good, category: "PROMO", buttons: "none", bodyExamples: ["Sara"] } });
    expect(typed.status).toBe(200);
    expect(typed.body.problems.map((p) => p.path)).toEqual(["category", "buttons", "bodyExamples"]);
  });

  it("400 only when the body is not a JSON object", async () => {
    const token = await writer();
    const list = expectError(await call("POST", PATH, { token, body: [good] }), 400, "VALIDATION_ERROR");
    expect((list.details as { fields: { path: string }[] }).fields[0].path).toBe("body");
    expectError(await call("POST", PATH, { token, rawBody: "{not json", headers: { "content-type": "application/json" } }), 400, "VALIDATION_ERROR");
  });

  it("needs templates:write", async () => {
    const reader = (await co.token(["templates:read"])).token;
    expectError(await call("POST", PATH, { token: reader, body: good }), 403, "INSUFFICIENT_PERMISSIONS");
    expectError(await call("POST", PATH, { body: good }), 401, "UNAUTHORIZED");
  });
});
