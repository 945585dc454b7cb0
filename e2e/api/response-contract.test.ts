import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";
import { call } from "./support/http";
import { responseProblems } from "./support/response-contract";

// call() checks every answer of the suite with responseProblems; this shows the check bites.
describe("answers are checked against the served document", () => {
  it("flags a body that does not match the operation's schema", async () => {
    expect(await responseProblems("GET", "/api/v1/contacts?limit=5", 200, "application/json", { data: "nope" })).toEqual([
      expect.stringContaining("GET /api/v1/contacts 200: body must have required property 'pagination'"),
      expect.stringContaining("GET /api/v1/contacts 200: body/data must be array"),
    ]);
    expect(await responseProblems("GET", "/api/v1/chatapp/templates/tpl_x", 200, "application/json", { id: 1 })).not.toEqual([]);
  });

  it("flags an error body that is not the common one, and a status the document does not list", async () => {
    expect(await responseProblems("GET", "/api/v1/contacts/ct_x", 404, "application/json", { message: "not found" })).toEqual([expect.stringContaining("must have required property 'error'")]);
    expect(await responseProblems("POST", "/api/v1/contacts", 201, "application/json", {})).toEqual(["POST /api/v1/contacts answered 201, which the document does not list"]);
    expect(await responseProblems("GET", "/api/v1/nothing-here", 200, "application/json", {})).toEqual(["GET /api/v1/nothing-here answered 200 but the document has no such operation"]);
  });

  it("leaves non-JSON answers and pages alone", async () => {
    expect(await responseProblems("GET", "/api/v1/contacts/export", 200, "text/csv", "id,name")).toEqual([]);
    expect(await responseProblems("GET", "/docs", 200, "text/html", "<html>")).toEqual([]);
  });

  // The SDK and the operation-id snapshot are generated in-process; the app must serve the same.
  it("is the document the SDK is generated from", async () => {
    const served = await call("GET", "/api/v1/openapi.json");
    expect(served.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
