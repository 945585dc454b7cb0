"use client";

import { LockIcon, Unplug } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { PageHeader } from "@/components/dashboard/page-header";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { SecretField } from "@/components/webhooks/secret-field";
import { useOrigin } from "@/components/web-events/detail/use-origin";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useConnectStore, useDisconnectStore, useRotateStoreSecret, useStores, useStoreSecret, type StoreConnection } from "@/lib/client/hooks/use-store";
import { connectStoreInput, STORE_PLATFORMS } from "@/lib/ecommerce/schemas";
import { StoreTabs } from "./store-tabs";

const PLATFORM_LABEL: Record<(typeof STORE_PLATFORMS)[number], string> = { SHOPIFY: "Shopify", WOOCOMMERCE: "WooCommerce", CUSTOM: "Other (Shopify-style webhooks)" };

export function ConnectionView() {
  const me = useMe();
  const canRead = useCan("storeplugin:read");
  const canWrite = useCan("storeplugin:write");
  const stores = useStores(canRead);
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Store" description="Orders, products and the connection to your online store." />
      <StoreTabs />
      {me.data && !canRead ? (
        <EmptyState className="bg-muted/30 border" icon={LockIcon} title="Your role can't see the store connection" description="Ask an owner or admin." />
      ) : stores.isError ? (
        <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
          Could not load the store connection: {errorMessage(stores.error)}
        </p>
      ) : !stores.data ? (
        <Skeleton className="h-64" />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            {stores.data.data.map((s) => (
              <ConnectionCard key={s.id} store={s} canWrite={canWrite} />
            ))}
            {!stores.data.data.length && <EmptyState className="bg-muted/30 border py-14" icon={Unplug} title="No store connected" description="Connect your store to receive its orders, customers, carts and products." />}
          </div>
          {canWrite && <ConnectForm />}
        </div>
      )}
    </div>
  );
}

function ConnectionCard({ store: s, canWrite }: { store: StoreConnection; canWrite: boolean }) {
  const origin = useOrigin();
  const url = `${origin}${s.webhookPath}`;
  const [revealed, setRevealed] = useState(false);
  const secret = useStoreSecret(s.id, revealed && canWrite);
  const rotate = useRotateStoreSecret(s.id);
  const disconnect = useDisconnectStore(s.id);
  return (
    <Card className="gap-4" data-testid="store-connection">
      <CardHeader>
        <CardTitle>{s.name}</CardTitle>
        <CardDescription>
          {PLATFORM_LABEL[s.platform]} · {s.shopDomain} · {s.webhookCount.toLocaleString("en")} webhooks received{s.lastWebhookAt ? `, last ${formatDateTime(s.lastWebhookAt)}` : ""}. Carts count as abandoned after {s.abandonedCartMinutes} minutes without a checkout.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <span className="text-sm font-medium">Webhook URL</span>
          <div className="bg-muted/50 flex items-center gap-2 rounded-md border py-1 pr-1 pl-3">
            <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="store-webhook-url">
              {url}
            </code>
            <CopyButton value={url} label="Copy webhook URL" successMessage="Webhook URL copied" />
          </div>
          <p className="text-muted-foreground text-sm">
            Subscribe it to orders, refunds, customers, carts and products. The store signs each body: <code className="font-mono text-xs">X-Shopify-Hmac-Sha256: base64(HMAC-SHA256(secret, body))</code>.
          </p>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">Signing secret</span>
          {canWrite ? (
            <SecretField
              label="signing secret"
              secret={secret.data?.secret}
              revealed={revealed}
              loading={secret.isFetching}
              error={secret.error}
              onRevealChange={setRevealed}
              regenerate={{ pending: rotate.isPending, run: () => rotate.mutateAsync(), warning: "The current secret stops working at once: the store's webhooks are refused with 401 until you give it the new one." }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">Only people who can manage the store plugin can see the secret.</p>
          )}
        </div>
        {canWrite && (
          <div>
            <ConfirmDialog
              trigger={<Button variant="outline">Disconnect</Button>}
              title={`Disconnect ${s.name}?`}
              description="Its webhooks are refused from now on. Orders, customers and products already received stay."
              confirmLabel="Disconnect"
              pending={disconnect.isPending}
              onConfirm={async () => {
                try {
                  await disconnect.mutateAsync();
                  toast.success(`${s.name} disconnected`);
                  return true;
                } catch (err) {
                  toast.error(errorMessage(err));
                  return false;
                }
              }}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const resolver = schemaResolver(connectStoreInput);

function ConnectForm() {
  const connect = useConnectStore();
  const form = useForm<z.input<typeof connectStoreInput>, unknown, z.output<typeof connectStoreInput>>({ resolver, defaultValues: { platform: "SHOPIFY", shopDomain: "", name: "" } });
  const submit = form.handleSubmit(async (v) => {
    try {
      const created = await connect.mutateAsync({ ...v, name: v.name || undefined });
      toast.success(`${created.name} connected: reveal its secret to copy it into the store`);
      form.reset({ platform: "SHOPIFY", shopDomain: "", name: "" });
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(errorMessage(err));
    }
  });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Connect a store</CardTitle>
        <CardDescription>You get a webhook URL and a signing secret to enter in the store.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="platform"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Platform</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {STORE_PLATFORMS.map((p) => (
                        <SelectItem key={p} value={p}>
                          {PLATFORM_LABEL[p]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormItem>
              )}
            />
            <TextField control={form.control} name="shopDomain" label="Shop domain" placeholder="my-shop.myshopify.com" />
            <TextField control={form.control} name="name" label="Name (optional)" />
            <SubmitButton pending={connect.isPending}>Connect</SubmitButton>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
