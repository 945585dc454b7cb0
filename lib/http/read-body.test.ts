import { describe, expect, it } from "vitest";
import { readBodyText } from "./read-body";

/** A chunked body (no Content-Length) that counts how much of it was pulled. */
function endless(chunkBytes: number, totalBytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  const req = new Request("http://x.test/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
  return { req, pulled: () => pulled };
}

describe("readBodyText", () => {
  it("stops reading a chunked body at the cap and answers 413", async () => {
    const { req, pulled } = endless(64 * 1024, 200 * 1024 * 1024);
    await expect(readBodyText(req, 1024 * 1024)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the cap without reading", async () => {
    const req = new Request("http://x.test/", { method: "POST", body: "x".repeat(10), headers: { "content-length": "5000000" } });
    await expect(readBodyText(req, 1024)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "body: larger than 1 KB" });
  });

  it("reads a body within the cap, as Request.text() would", async () => {
    const req = new Request("http://x.test/", { method: "POST", body: "\uFEFF{\"a\":\"é\"}" });
    expect(await readBodyText(req, 1024)).toBe('{"a":"é"}');
  });
});
