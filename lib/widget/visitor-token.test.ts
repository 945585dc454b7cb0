import { describe, expect, it } from "vitest";
import { fileSignature, fileSignatureOk, signVisitorToken, verifyVisitorToken } from "./visitor-token";

process.env.NEXTAUTH_SECRET ??= "unit-test-secret-0123456789";

describe("visitor tokens", () => {
  it("name their visitor for their company only", () => {
    const t = signVisitorToken("co_A", "wv_abc123");
    expect(verifyVisitorToken("co_A", t)).toBe("wv_abc123");
    expect(verifyVisitorToken("co_B", t)).toBeNull();
  });

  it("refuse any change", () => {
    const t = signVisitorToken("co_A", "wv_abc123");
    expect(verifyVisitorToken("co_A", t.replace("wv_abc123", "wv_abc124"))).toBeNull();
    expect(verifyVisitorToken("co_A", t.slice(0, -1) + (t.endsWith("A") ? "B" : "A"))).toBeNull();
    expect(verifyVisitorToken("co_A", "v1.co_A.wv_abc123")).toBeNull();
    expect(verifyVisitorToken("co_A", "garbage")).toBeNull();
  });

  it("sign file links per visitor", () => {
    const sig = fileSignature("co_A", "wf_1", "wv_1");
    expect(fileSignatureOk("co_A", "wf_1", "wv_1", sig)).toBe(true);
    expect(fileSignatureOk("co_A", "wf_1", "wv_2", sig)).toBe(false);
    expect(fileSignatureOk("co_A", "wf_1", "wv_1", undefined)).toBe(false);
  });
});
