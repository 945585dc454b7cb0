import { STATUS_CODES } from "node:http";

/**
 * Why an attempt failed, written for the person reading the delivery log; the raw error stays
 * in the attempt's details. Node reports network failures by code (on the error or its cause)
 * and TLS failures mostly by OpenSSL's message, so both are looked at.
 */
export function describeNetworkError(err: unknown, timeoutMs: number): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code ?? "";
  const message = `${e?.message ?? ""} ${e?.cause?.message ?? ""}`;
  if (/timed out after/.test(message) || code === "ETIMEDOUT") return `timed out after ${formatSeconds(timeoutMs)}: the endpoint did not answer in time`;
  if (code === "ECONNREFUSED") return "connection refused: nothing is listening at that address and port";
  if (code === "ECONNRESET" || code === "EPIPE" || /socket hang up/.test(message)) return "connection reset by the endpoint before it answered";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found: the endpoint's name does not resolve";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return "host unreachable: no route to the endpoint";
  if (/wrong version number|packet length too long|unknown protocol|EPROTO/i.test(`${code} ${message}`)) return "TLS handshake failed: the endpoint does not speak HTTPS on this port";
  if (/CERT_HAS_EXPIRED/.test(code)) return "TLS certificate has expired";
  if (/ALTNAME|HOSTNAME_MISMATCH/.test(code)) return "TLS certificate does not match the endpoint's host name";
  if (/SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|CERT_/.test(code)) return "TLS certificate is not trusted (self-signed or from an unknown authority)";
  if (/ERR_SSL|SSL|TLS/i.test(`${code} ${message}`)) return "TLS handshake failed";
  if (/larger than/.test(message)) return "the endpoint's answer was too large";
  return code ? `network error (${code})` : "network error";
}

/** "HTTP 500 Internal Server Error": the status with its standard phrase when it has one. */
export function describeStatus(status: number): string {
  const phrase = STATUS_CODES[status];
  return phrase ? `HTTP ${status} ${phrase}` : `HTTP ${status}`;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
