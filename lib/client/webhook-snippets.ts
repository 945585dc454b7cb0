/**
 * Code a receiver pastes to verify our outbound webhooks: X-Service-Signature is
 * `sha256=` + hex HMAC-SHA256(secret, timestamp + "." + rawBody), X-Service-Timestamp is Unix
 * seconds, and deliveries older (or newer) than 300 s are refused against replays. The
 * snippets read the secret from WEBHOOK_SECRET so it never ends up in someone's repository.
 * lib/client/webhook-snippets.test.ts runs each one against a real signature.
 */

export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export type SnippetLanguage = "node" | "python" | "curl";

export const SNIPPET_LABELS: Record<SnippetLanguage, string> = { node: "Node.js", python: "Python", curl: "curl" };

export function nodeVerifySnippet(): string {
  return `const crypto = require("node:crypto");
const http = require("node:http");

const SECRET = process.env.WEBHOOK_SECRET;
const TOLERANCE_SECONDS = ${TIMESTAMP_TOLERANCE_SECONDS};

// rawBody: the body exactly as received (a Buffer), before any JSON parsing.
function verifyWebhook(rawBody, headers, secret = SECRET) {
  const timestamp = headers["x-service-timestamp"];
  const signature = headers["x-service-signature"];
  if (!timestamp || !signature || !/^\\d+$/.test(timestamp)) return false;
  // Refuse old (replayed) and far-future deliveries.
  if (Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = "sha256=" + crypto.createHmac("sha256", secret).update(timestamp + ".").update(rawBody).digest("hex");
  const a = Buffer.from(expected);
  const b = Buffer.from(String(signature));
  // Constant-time comparison, so the signature can't be guessed byte by byte.
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      if (!verifyWebhook(rawBody, req.headers)) return res.writeHead(401).end();
      const delivery = JSON.parse(rawBody);
      // Retries repeat X-Service-Delivery-Id: use it to skip deliveries you already handled.
      console.log(req.headers["x-service-delivery-id"], delivery.event);
      res.writeHead(200).end();
    });
  })
  .listen(process.env.PORT || 3000);
`;
}

export function pythonVerifySnippet(): string {
  return `import hashlib
import hmac
import os
import time

SECRET = os.environ["WEBHOOK_SECRET"].encode()
TOLERANCE_SECONDS = ${TIMESTAMP_TOLERANCE_SECONDS}


def verify_webhook(raw_body: bytes, headers) -> bool:
    """raw_body: the body exactly as received, e.g. Flask's request.get_data()."""
    timestamp = headers.get("X-Service-Timestamp", "")
    signature = headers.get("X-Service-Signature", "")
    if not timestamp.isdigit() or not signature:
        return False
    # Refuse old (replayed) and far-future deliveries.
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    mac = hmac.new(SECRET, timestamp.encode() + b"." + raw_body, hashlib.sha256)
    # Constant-time comparison, so the signature can't be guessed byte by byte.
    return hmac.compare_digest("sha256=" + mac.hexdigest(), signature)


# Flask:
# @app.post("/webhooks")
# def receive():
#     if not verify_webhook(request.get_data(), request.headers):
#         abort(401)
#     delivery = request.get_json()
#     # Retries repeat X-Service-Delivery-Id: use it to skip deliveries you already handled.
#     return "", 200
`;
}

/** Signs a sample body the way the service does and posts it to the receiver, to test it end to end. */
export function curlSignSnippet(url: string): string {
  return `# Sign a sample delivery exactly as the service does, then send it to your receiver.
BODY='{"event":"contact.created","timestamp":"2026-01-01T00:00:00.000Z","contact":{"id":"ct_test","name":"Jane Doe"}}'
TS=$(date +%s)
SIG="sha256=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)"

curl -X POST ${shellQuote(url)} \\
  -H "Content-Type: application/json" \\
  -H "X-Service-Timestamp: $TS" \\
  -H "X-Service-Signature: $SIG" \\
  --data-raw "$BODY"
`;
}

export function verifySnippet(language: SnippetLanguage, url: string): string {
  if (language === "node") return nodeVerifySnippet();
  if (language === "python") return pythonVerifySnippet();
  return curlSignSnippet(url);
}

/** Single-quoted for POSIX shells; a quote inside becomes '\'' so nothing is interpreted. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
