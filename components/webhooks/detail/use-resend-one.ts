"use client";

import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { useResendDelivery } from "@/lib/client/hooks/use-webhooks";
import type { Delivery } from "@/lib/client/types";

/** Resend one failed delivery, from the log's row or from its drawer, with a toast either way. */
export function useResendOne(webhookId: string) {
  const resend = useResendDelivery(webhookId);
  return {
    pending: resend.isPending,
    async run(d: Pick<Delivery, "id" | "event">) {
      try {
        await resend.mutateAsync(d.id);
        toast.success("Delivery sent again", { description: `${d.event}, with a fresh set of retries.` });
      } catch (err) {
        toast.error("Could not resend the delivery", { description: errorMessage(err) });
      }
    },
  };
}
