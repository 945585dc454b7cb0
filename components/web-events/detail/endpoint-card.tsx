"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CodeBlock } from "@/components/webhooks/code-block";
import { SecretField } from "@/components/webhooks/secret-field";
import { useRegenerateIntegrationSecret } from "@/lib/client/hooks/use-web-events";
import type { Integration } from "@/lib/client/types";
import { curlExample, fetchExample } from "@/lib/client/web-event-snippets";

type SecretState = { value: string | undefined; revealed: boolean; loading: boolean; error: unknown; setRevealed: (r: boolean) => void };

/** Where the website posts, with what credential. */
export function EndpointCard({ integration: i, url, canWrite, secret }: { integration: Integration; url: string; canWrite: boolean; secret: SecretState }) {
  const regenerate = useRegenerateIntegrationSecret(i.id);
  const hmac = i.authType === "HMAC_SHA256";
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Endpoint</CardTitle>
        <CardDescription>
          POST a JSON object here from your server.{" "}
          {hmac ? (
            <>
              Sign the raw body: <code className="font-mono text-xs">X-Webhook-Signature: hex(HMAC-SHA256(secret, body))</code>.
            </>
          ) : (
            <>
              Send the secret as <code className="font-mono text-xs">X-Api-Key</code>.
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <span className="text-sm font-medium">URL</span>
          <div className="bg-muted/50 flex items-center gap-2 rounded-md border py-1 pr-1 pl-3">
            <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="endpoint-url">
              {url}
            </code>
            <CopyButton value={url} label="Copy endpoint URL" successMessage="Endpoint URL copied" />
          </div>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">{hmac ? "Signing secret" : "API key"}</span>
          {canWrite ? (
            <SecretField
              label={hmac ? "signing secret" : "API key"}
              secret={secret.value}
              revealed={secret.revealed}
              loading={secret.revealed && secret.loading}
              error={secret.error}
              onRevealChange={secret.setRevealed}
              regenerate={{
                pending: regenerate.isPending,
                run: () => regenerate.mutateAsync(),
                warning: "The current secret stops working at once: events your website sends with it are refused with 401 until you update it there.",
              }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">Only people who can edit automations can see the secret.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Ready-to-paste senders; the secret is filled in once it has been revealed above. */
export function ExamplesCard({ integration: i, url, secret }: { integration: Integration; url: string; secret: string | null }) {
  const input = { url, authType: i.authType, mapping: i.contactMapping, secret };
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Send an event</CardTitle>
        <CardDescription>
          {secret ? "These include your secret: keep them out of browser code and shared repositories." : "Reveal the secret to have it filled in, or set WEB_EVENT_SECRET yourself."}
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        <Tabs defaultValue="curl">
          <TabsList>
            <TabsTrigger value="curl">curl</TabsTrigger>
            <TabsTrigger value="fetch">JavaScript</TabsTrigger>
          </TabsList>
          <TabsContent value="curl" className="min-w-0">
            <CodeBlock code={curlExample(input)} label="curl example" />
          </TabsContent>
          <TabsContent value="fetch" className="min-w-0">
            <CodeBlock code={fetchExample(input)} label="JavaScript example" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
