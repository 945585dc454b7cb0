"use client";

import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { usePauseWebhook, useResumeWebhook } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";

/** Pause an active webhook, or resume a paused or failed one, with a toast either way. */
export function usePauseToggle() {
  const pause = usePauseWebhook();
  const resume = useResumeWebhook();
  return {
    pending: pause.isPending || resume.isPending,
    async toggle(w: Webhook) {
      const resuming = w.status !== "ACTIVE";
      try {
        await (resuming ? resume : pause).mutateAsync(w.id);
        toast.success(resuming ? `${w.name} is active again` : `${w.name} is paused`, {
          description: resuming ? "New events are delivered from now on." : "Events are not delivered until you resume it.",
        });
      } catch (err) {
        toast.error(resuming ? `Could not resume ${w.name}` : `Could not pause ${w.name}`, { description: errorMessage(err) });
      }
    },
  };
}
