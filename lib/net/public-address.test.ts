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

  // Every IPv6 form that embeds an IPv4 address is refused, whatever it embeds: a NAT64 or
  // 6to4 gateway, or a stack that still honours IPv4-compatible addresses, reaches the IPv4.
  it.each([
    ["::7f00:1", "ipv4Compatible"], // ::127.0.0.1, as the URL parser writes it
    ["::a00:1", "ipv4Compatible"], // ::10.0.0.1
    ["::808:808", "ipv4Compatible"], // ::8.8.8.8: a deprecated form, refused even when public
    ["::ffff:0:7f00:1", "ipv4Translated"],
    ["64:ff9b::7f00:1", "nat64"],
    ["64:ff9b::808:808", "nat64"],
    ["64:ff9b:1::a00:1", "nat64"],
    ["2002:7f00:1::1", "6to4"],
    ["2002:808:808::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
  ])("refuses the IPv4-embedding form %s (%s)", (address, range) => {
    expect(classifyAddress(address)).toEqual({ public: false, range });
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
    ["https://[::127.0.0.1]/hook", /non-public address \(ipv4Compatible\)/],
    ["https://[::10.0.0.1]/hook", /non-public/],
    ["https://[64:ff9b::127.0.0.1]/hook", /non-public address \(nat64\)/],
    ["https://[64:ff9b:1::10.0.0.1]/hook", /non-public address \(nat64\)/],
    ["https://[2002:7f00:1::]/hook", /non-public address \(6to4\)/],
    ["https://[2001:0:7f00:1::1]/hook", /non-public address \(teredo\)/],
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
