import { describe, expect, it } from "vitest";
import { checkTarget, classifyAddress } from "./public-address";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["10.0.0.5", "private"],
    ["172.16.3.4", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.10.10", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.100.100.200", "metadata"],
    ["224.0.0.1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd00:ec2::254", "metadata"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "metadata"],
    ["2002:7f00:1::", "6to4"],
  ])("refuses %s (%s)", (address, range) => {
    expect(classifyAddress(address)).toEqual({ public: false, range });
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("lets the public address %s pass", (address) => {
    expect(classifyAddress(address).public).toBe(true);
  });

  it("treats garbage as not public", () => {
    expect(classifyAddress("not-an-ip").public).toBe(false);
  });
});

describe("checkTarget", () => {
  it.each([
    ["http://8.8.8.8/hook", /https/],
    ["https://127.0.0.1/hook", /non-public/],
    ["https://[::1]/hook", /non-public/],
    ["https://[::ffff:7f00:1]/hook", /non-public/],
    ["https://169.254.169.254/latest/meta-data", /non-public/],
    ["https://metadata.google.internal/computeMetadata/v1", /metadata/],
    ["https://localhost/hook", /non-public/],
    ["https://user:pw@8.8.8.8/hook", /credentials/],
    ["ftp://8.8.8.8/x", /https/],
  ])("refuses %s", async (url, reason) => {
    await expect(checkTarget(url)).rejects.toThrow(reason);
  });

  it("accepts a public https address and pins it", async () => {
    const t = await checkTarget("https://8.8.8.8/hook");
    expect(t.address).toBe("8.8.8.8");
    expect(t.allowListed).toBe(false);
  });
});
