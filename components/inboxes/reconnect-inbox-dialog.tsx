"use client";

import { useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { CredentialFields } from "@/components/channels/credential-fields";
import { withoutBlanks, type LayerChannelConfig } from "@/components/channels/connect-config";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useReconnectInbox, type Inbox } from "./use-inboxes";

type Values = Record<string, string>;

/**
 * Connects an existing inbox live (a sandbox one, a disconnected one, or new credentials for a
 * live one) with the channel's own connect fields; its conversations stay with it.
 */
export function ReconnectInboxDialog({ inbox, config, open, onOpenChange }: { inbox: Inbox; config: LayerChannelConfig; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect “{inbox.name}” live</DialogTitle>
          <DialogDescription>{config.connectHelp} Its conversations stay with this inbox.</DialogDescription>
        </DialogHeader>
        {open && <ReconnectForm inbox={inbox} config={config} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReconnectForm({ inbox, config, onDone }: { inbox: Inbox; config: LayerChannelConfig; onDone: () => void }) {
  const reconnect = useReconnectInbox();
  const resolver = useMemo(() => schemaResolver(config.schema) as unknown as Resolver<Values>, [config]);
  const form = useForm<Values>({ resolver, defaultValues: Object.fromEntries(config.fields.map((f) => [f.name, ""])) });

  async function onSubmit(values: Values) {
    try {
      await reconnect.mutateAsync({ id: inbox.id, credentials: withoutBlanks(values) });
      toast.success(`“${inbox.name}” is connected live`, { description: `Messages now go through your live ${config.connectNoun}.` });
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error(`Could not connect “${inbox.name}”`, { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <CredentialFields control={form.control} fields={config.fields} />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>Connect</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
