import { shellQuote } from "./webhook-snippets";

/**
 * Ready-to-paste senders for an inbound web-event integration. HMAC_SHA256 integrations sign
 * the raw body (X-Webhook-Signature: hex HMAC-SHA256(secret, body)); API_KEY integrations send
 * the secret as X-Api-Key. The sample body puts values at the integration's mapped fields, so
 * the example event matches (or creates) a contact as configured. The secret comes from
 * WEB_EVENT_SECRET; the page fills that line in only once the person has revealed it.
 * lib/client/web-event-snippets.test.ts runs both against a real receiver.
 */

export type WebEventAuthType = "HMAC_SHA256" | "API_KEY";

export type SampleMapping = { phoneField?: string | null; emailField?: string | null; nameField?: string | null };

const SECRET_PLACEHOLDER = "<your integration secret>";

/** Sets `value` at a dot-path, creating the objects on the way ("customer.email"). */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".").filter(Boolean);
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  if (parts.length) node[parts[parts.length - 1]] = value;
}

export function sampleEvent(mapping: SampleMapping): Record<string, unknown> {
  const body: Record<string, unknown> = { event: "checkout_started" };
  if (mapping.nameField) setPath(body, mapping.nameField, "Jane Doe");
  if (mapping.emailField) setPath(body, mapping.emailField, "jane@example.com");
  if (mapping.phoneField) setPath(body, mapping.phoneField, "+14155550100");
  setPath(body, "properties.cartValue", 129.9);
  return body;
}

type ExampleInput = { url: string; authType: WebEventAuthType; mapping: SampleMapping; secret?: string | null };

export function curlExample({ url, authType, mapping, secret }: ExampleInput): string {
  const body = JSON.stringify(sampleEvent(mapping));
  const auth =
    authType === "HMAC_SHA256"
      ? `SIG=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$WEB_EVENT_SECRET" -r | cut -d' ' -f1)\n\n`
      : "";
  const header = authType === "HMAC_SHA256" ? `-H "X-Webhook-Signature: $SIG"` : `-H "X-Api-Key: $WEB_EVENT_SECRET"`;
  return `export WEB_EVENT_SECRET=${shellQuote(secret || SECRET_PLACEHOLDER)}
BODY=${shellQuote(body)}
${auth}curl -X POST ${shellQuote(url)} \\
  -H "Content-Type: application/json" \\
  ${header} \\
  --data-raw "$BODY"
`;
}

export function fetchExample({ url, authType, mapping }: ExampleInput): string {
  const body = JSON.stringify(sampleEvent(mapping), null, 2).replace(/\n/g, "\n  ");
  const sign =
    authType === "HMAC_SHA256"
      ? `// Sign the exact string you send: the service checks the raw body.
const encoder = new TextEncoder();
const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
const signature = Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");

`
      : "";
  const header = authType === "HMAC_SHA256" ? `"X-Webhook-Signature": signature` : `"X-Api-Key": secret`;
  return `// send-event.mjs: run it on your server (Node 18+, Deno, Bun, an edge function); a secret in browser code is public.
const secret = process.env.WEB_EVENT_SECRET;
const body = JSON.stringify(${body});

${sign}const res = await fetch(${JSON.stringify(url)}, {
  method: "POST",
  headers: { "Content-Type": "application/json", ${header} },
  body,
});
console.log(res.status, await res.json());
`;
}
