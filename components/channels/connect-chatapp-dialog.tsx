"use client";

import { PlugIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { connectChatappInput, type ConnectChatappInput } from "@/lib/channels/schemas";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useConnectChatapp } from "@/lib/client/hooks/use-channels";

// The route's schema, except that a blank optional catalog id means "none" (it is then not sent).
const formSchema = connectChatappInput.extend({ catalogId: z.literal("").or(connectChatappInput.shape.catalogId) });
const resolver = schemaResolver(formSchema);
const EMPTY = { phoneNumberId: "", wabaId: "", displayPhoneNumber: "", catalogId: "", accessToken: "" };

/** Optional fields left blank are not sent at all. */
function withoutBlanks(values: z.output<typeof formSchema>): ConnectChatappInput {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "" && v !== undefined)) as ConnectChatappInput;
}

/**
 * Connects the live platform number. The access token is typed into a password box, sent
 * once, stored encrypted by the server and never shown again; the form forgets it on close.
 */
export function ConnectChatappDialog({ live }: { live: boolean }) {
  const [open, setOpen] = useState(false);
  const connect = useConnectChatapp();
  const form = useForm({ resolver, defaultValues: EMPTY });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  }

  async function onSubmit(values: z.output<typeof formSchema>) {
    try {
      await connect.mutateAsync(withoutBlanks(values));
      toast.success("Chatapp connected", { description: "Messages now go through your live number." });
      onOpenChange(false);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not connect chatapp", { description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant={live ? "outline" : "default"}>
          <PlugIcon aria-hidden="true" />
          {live ? "Update connection" : "Connect live number"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect chatapp</DialogTitle>
          <DialogDescription>
            The ids and a permanent access token from your business platform account. The token is checked with the platform, stored encrypted and never shown again.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="phoneNumberId" label="Phone-number ID" inputProps={{ inputMode: "numeric" }} autoComplete="off" />
              <TextField control={form.control} name="wabaId" label="WABA ID" description="WhatsApp Business Account" inputProps={{ inputMode: "numeric" }} autoComplete="off" />
              <TextField control={form.control} name="displayPhoneNumber" label="Display number" placeholder="+971 50 123 4567" type="tel" autoComplete="off" />
              <TextField control={form.control} name="catalogId" label="Catalog ID" description="Optional, for product messages" autoComplete="off" />
            </div>
            <TextField control={form.control} name="accessToken" label="Access token" type="password" autoComplete="new-password" />
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
