import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorBody } from "@/lib/domain/errors";
import { isDatabaseUnavailable, mapUnknownError } from "./map-error";
import { parseWith, unstorableText } from "./parse";

describe("errors", () => {
  it("builds the common body with details and the request id", () => {
    const body = errorBody(AppError.validation([{ path: "name", message: "is required" }]), "req_1");
    expect(body).toEqual({
      error: { code: "VALIDATION_ERROR", message: "name: is required", details: { fields: [{ path: "name", message: "is required" }] }, requestId: "req_1" },
    });
  });

  it("maps codes to statuses", () => {
    expect(new AppError("INSUFFICIENT_PERMISSIONS", "x").status).toBe(403);
    expect(AppError.conflict("x").status).toBe(409);
    expect(new AppError("TOO_MANY_REQUESTS", "x").status).toBe(429);
  });

  it("turns zod failures into 400s that name each field and where it was", () => {
    const schema = z.object({ name: z.string().min(1, "is required"), tags: z.array(z.string()).max(1, "too many") });
    try {
      parseWith(schema, { name: "", tags: ["a", "b"] }, "body");
      expect.unreachable();
    } catch (e) {
      const err = e as AppError;
      expect(err.code).toBe("VALIDATION_ERROR");
      expect(err.message).toBe("name: is required");
      expect(err.details).toEqual({
        fields: [
          { path: "name", message: "is required", in: "body" },
          { path: "tags", message: "too many", in: "body" },
        ],
      });
    }
  });

  it("maps unique violations to 409 and hides unknown errors", () => {
    expect(mapUnknownError(Object.assign(new Error("dup"), { code: "23505", constraint: "users_email_key" })).code).toBe("CONFLICT");
    const wrapped = new Error("Failed query", { cause: Object.assign(new Error("dup"), { code: "23505" }) });
    expect(mapUnknownError(wrapped).code).toBe("CONFLICT");
    const hidden = mapUnknownError(new Error("connection string postgres://user:secret@host"));
    expect(hidden.code).toBe("INTERNAL_ERROR");
    expect(hidden.message).not.toContain("secret");
  });

  it("refuses text PostgreSQL cannot store with a 400 naming the field", () => {
    const schema = z.object({ name: z.string(), extra: z.record(z.string(), z.unknown()) });
    expect(() => parseWith(schema, { name: "a\u0000b", extra: {} }, "body")).toThrow("name: must not contain the NUL character");
    expect(() => parseWith(schema, { name: "ok", extra: { deep: ["x\ud800"] } }, "body")).toThrow("extra.deep.0: must be well-formed Unicode");
    // Unknown keys are dropped by the schema first, so they cannot fail the request.
    expect(parseWith(schema, { name: "ok", extra: {}, "\u0000": 1 }, "body")).toEqual({ name: "ok", extra: {} });
    expect(unstorableText({ a: "😀 fine" })).toBeNull();
    let deep: unknown = 1;
    for (let i = 0; i < 2000; i++) deep = [deep];
    expect(unstorableText({ deep })?.message).toMatch(/nested more than 1000 levels/);
  });

  it("maps data the database refuses to a 400, not a 500", () => {
    const err = mapUnknownError(new Error("Failed query", { cause: Object.assign(new Error("value too long"), { code: "22001" }) }));
    expect(err).toMatchObject({ code: "VALIDATION_ERROR", status: 400 });
    expect(mapUnknownError(Object.assign(new Error("division by zero"), { code: "22012" })).code).toBe("INTERNAL_ERROR");
  });

  it("maps a database that is down or refusing connections to 503, not 500", () => {
    const refused = new Error("Failed query", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
    expect(mapUnknownError(refused)).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('database "x" is not currently accepting connections'), { code: "55000" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
  });
});
