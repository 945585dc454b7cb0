"use client";

import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRegenerateWebhookSecret, useWebhookSecret } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";
import { SNIPPET_LABELS, verifySnippet, type SnippetLanguage } from "@/lib/client/webhook-snippets";
import { CodeBlock } from "../code-block";
import { SecretField } from "../secret-field";

/** The signing secret (people who can edit webhooks only: the API asks webhooks:write). */
export function SecretCard({ webhook, canWrite }: { webhook: Webhook; canWrite: boolean }) {
  const [revealed, setRevealed] = useState(false);
  const secret = useWebhookSecret(webhook.id, canWrite && revealed);
  const regenerate = useRegenerateWebhookSecret(webhook.id);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Signing secret</CardTitle>
        <CardDescription>
          Every delivery carries <code className="font-mono text-xs">X-Service-Signature</code>, an HMAC-SHA256 keyed with this secret. Check it
          before trusting a request.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {canWrite ? (
          <SecretField
            label="signing secret"
            secret={secret.data?.secret}
            revealed={revealed}
            loading={revealed && secret.isFetching}
            error={secret.error}
            onRevealChange={setRevealed}
            regenerate={{
              pending: regenerate.isPending,
              run: () => regenerate.mutateAsync(),
              warning: "Deliveries from now on are signed with the new secret. Receivers still checking the old one will reject them until you update them.",
            }}
          />
        ) : (
          <p className="text-muted-foreground text-sm">Only people who can edit webhooks can see the secret.</p>
        )}
      </CardContent>
    </Card>
  );
}

const LANGUAGES = Object.keys(SNIPPET_LABELS) as SnippetLanguage[];

/** How a receiver checks the signature, in a few languages; the secret comes from WEBHOOK_SECRET. */
export function VerifySnippetCard({ webhook }: { webhook: Webhook }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Verify deliveries</CardTitle>
        <CardDescription>
          Compute <code className="font-mono text-xs">sha256=hex(HMAC(secret, timestamp + &quot;.&quot; + rawBody))</code> over the raw body, compare
          in constant time, and refuse timestamps more than 300 s away. Set <code className="font-mono text-xs">WEBHOOK_SECRET</code> to the secret.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        <Tabs defaultValue="node">
          <TabsList>
            {LANGUAGES.map((l) => (
              <TabsTrigger key={l} value={l}>
                {SNIPPET_LABELS[l]}
              </TabsTrigger>
            ))}
          </TabsList>
          {LANGUAGES.map((l) => (
            <TabsContent key={l} value={l} className="min-w-0">
              <CodeBlock code={verifySnippet(l, webhook.url)} label={`${SNIPPET_LABELS[l]} example`} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
