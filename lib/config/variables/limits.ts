import { parseProxyTrust, type ProxyTrust } from "@/lib/http/proxy-trust";
import { custom, whole } from "./kinds";
import { group, setting } from "./setting";

const proxies = custom<ProxyTrust>("must be a number of hops or a comma-separated list of IP addresses and CIDR ranges", (s) => {
  try {
    return parseProxyTrust(s);
  } catch {
    return undefined;
  }
});

const perMinute = (n: number) => whole(1).default(n);

export const limitVars = group("Rate limits and proxies", {
  RATE_LIMIT_PER_MINUTE: setting(perMinute(60), "requests per minute per API token and per JWT user"),
  RATE_LIMIT_SESSION_PER_MINUTE: setting(perMinute(600), "per dashboard user"),
  RATE_LIMIT_STORE_TIMEOUT_MS: setting(
    whole(1).default(400),
    "how long a request waits for the shared count in PostgreSQL before this process counts in memory alone (the test servers use 3000)",
  ),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: setting(perMinute(300), "per address, unauthenticated requests (`/api/health` is never limited)"),
  RATE_LIMIT_LOGIN_PER_MINUTE: setting(perMinute(10), "sign-in attempts per address and email"),
  RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: setting(
    whole(1).default(30),
    "failed credentials (passwords, bearer tokens) an address may make in 15 minutes; past it, that address gets 429 for credentials (counted apart from its request bucket: health and other people are unaffected)",
  ),
  RATE_LIMIT_AUTH_FAILURES_PER_ACCOUNT: setting(
    whole(1).default(10),
    "failed sign-ins for one account in 15 minutes; past it, sign-in for that account is refused from addresses that failed recently, not from addresses in good standing ([decision 056](docs/decisions/056-trust-boundaries.md))",
  ),
  RATE_LIMIT_OTP_SENDS_PER_MINUTE: setting(perMinute(20), "one-time codes sent per API token or person per minute"),
  RATE_LIMIT_WIDGET_PER_MINUTE: setting(perMinute(120), "website-chat requests per visitor (or per address before the visitor exists) per minute"),
  TRUSTED_PROXIES: setting(
    proxies.default({ kind: "none" }, "unset (no proxy)"),
    "whose `X-Forwarded-For` names the client: unset, the TCP peer is the client and the header is ignored; a number N trusts the N nearest hops; a comma-separated list of addresses or CIDRs (`10.0.0.0/8,127.0.0.1`) trusts those proxies. Rate limits key on the result",
  ),
});
