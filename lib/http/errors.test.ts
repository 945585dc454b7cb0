import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorBody } from "@/lib/domain/errors";
import { mapUnknownError } from "./map-error";
import { parseWith } from "./parse";

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
});
