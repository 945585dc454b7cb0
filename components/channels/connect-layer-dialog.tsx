"use client";

import { PlugIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useConnectChannel } from "@/lib/client/hooks/use-channel-layer";
import { CredentialFields } from "./credential-fields";
import { titleInSentence, withoutBlanks, type LayerChannelConfig } from "./connect-config";

type Values = Record<string, string>;

/**
 * Connects a channel's live account. The fields come from the channel's config;
 * the token is typed into a password box, sent once, stored encrypted and never shown again.
 */
export function ConnectLayerDialog({ config, live }: { config: LayerChannelConfig; live: boolean }) {
  const [open, setOpen] = useState(false);
  const connect = useConnectChannel(config.channel);
  const empty = useMemo(() => Object.fromEntries(config.fields.map((f) => [f.name, ""])) as Values, [config]);
  const resolver = useMemo(() => schemaResolver(config.schema) as unknown as Resolver<Values>, [config]);
  const form = useForm<Values>({ resolver, defaultValues: empty });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset(empty);
  }

  async function onSubmit(values: Values) {
    try {
      await connect.mutateAsync(withoutBlanks(values));
      toast.success(`${config.title} connected`, { description: `Messages now go through your live ${config.connectNoun}.` });
      onOpenChange(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(`Could not connect ${titleInSentence(config)}`, { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant={live ? "outline" : "default"}>
          <PlugIcon aria-hidden="true" />
          {live ? "Update connection" : `Connect live ${config.connectNoun}`}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect {titleInSentence(config)}</DialogTitle>
          <DialogDescription>{config.connectHelp}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <CredentialFields control={form.control} fields={config.fields} />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={form.formState.isSubmitting}>Connect</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
