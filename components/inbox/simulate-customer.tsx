"use client";

import { ChevronDownIcon, FlaskConicalIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Form } from "@/components/ui/form";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useSimulateInbound } from "@/lib/client/hooks/use-chatapp";
import { phoneSchema } from "@/lib/contacts/schemas";

// The sandbox route's body: the customer's number, an optional profile name, and the text.
const simulateSchema = z.object({
  from: phoneSchema,
  name: z.string().trim().max(200, "must be at most 200 characters").optional(),
  text: z.string().trim().min(1, "is required").max(4096, "must be at most 4096 characters"),
});
type Values = z.input<typeof simulateSchema>;
const resolver = schemaResolver(simulateSchema);

/**
 * The sandbox's stand-in for a customer's phone: what is sent here arrives through the same
 * inbound path as a real platform callback. Shown only while chatapp is in sandbox mode.
 */
export function SimulateCustomer({ onReceived }: { onReceived: (conversationId: string) => void }) {
  const [open, setOpen] = useState(false);
  const simulate = useSimulateInbound();
  const form = useForm<Values, unknown, z.output<typeof simulateSchema>>({ resolver, defaultValues: { from: "+1 555 010 2030", name: "Sandbox Customer", text: "" } });

  async function onSubmit(values: z.output<typeof simulateSchema>) {
    try {
      const res = await simulate.mutateAsync({ from: values.from, text: values.text, ...(values.name ? { name: values.name } : {}) });
      form.resetField("text");
      toast.success("The customer’s message arrived");
      onReceived(res.conversationId);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not simulate the message", { description: errorMessage(err) });
    }
  }

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="border-t" data-testid="simulate-customer">
      <CollapsibleTrigger className="hover:bg-accent/60 focus-visible:ring-ring/50 flex w-full items-center gap-2 px-4 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px]">
        <FlaskConicalIcon className="text-primary size-4" aria-hidden="true" />
        Simulate customer
        <span className="text-muted-foreground text-xs font-normal">sandbox</span>
        <ChevronDownIcon className={`ml-auto size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3 px-4 pb-4">
            <p className="text-muted-foreground text-xs">Sends a message to your sandbox number as this customer would from their phone.</p>
            <div className="grid grid-cols-2 gap-2">
              <TextField control={form.control} name="from" label="Customer phone" type="tel" autoComplete="off" />
              <TextField control={form.control} name="name" label="Profile name" autoComplete="off" />
            </div>
            <TextField control={form.control} name="text" label="Message" multiline />
            <SubmitButton pending={form.formState.isSubmitting} size="sm" className="w-fit">
              Send as customer
            </SubmitButton>
          </form>
        </Form>
      </CollapsibleContent>
    </Collapsible>
  );
}
