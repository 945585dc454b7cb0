"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { consentHow, consentOf, type MarketingConsent } from "@/lib/client/consent";
import { formatDateTime, formatRelative } from "@/lib/client/format";
import { useContactTimeline, useSetMarketingConsent } from "@/lib/client/hooks/use-contacts";
import { useNow } from "@/lib/client/hooks/use-now";
import type { Contact } from "@/lib/client/types";
import { ConsentBadge } from "../contact-badges";

const CONSENT_TYPES = ["CONSENT_CHANGED"];

/**
 * Whether the contact may get marketing messages, how and when that last changed, and the
 * switch to change it. Opting out is safe and happens at once; opting back in is a promise
 * that the person agreed, so it asks first.
 */
export function ConsentSection({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const consent = consentOf(contact);
  const set = useSetMarketingConsent(contact.id);
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  // The contact names the source only; the keyword a person sent is on the timeline entry.
  const latest = useContactTimeline(contact.id, CONSENT_TYPES, 1, consent.source === "KEYWORD");
  const keywordOf = latest.data?.pages[0]?.data[0]?.data.keyword;
  const how = consentHow(consent.state, consent.source, typeof keywordOf === "string" ? keywordOf : undefined);
  const shown: MarketingConsent = set.isPending ? set.variables : consent.state;

  const change = async (to: MarketingConsent) => {
    try {
      await set.mutateAsync(to);
      toast.success(to === "OPTED_OUT" ? `${contact.name} is unsubscribed from marketing messages` : `${contact.name} is subscribed to marketing messages`);
      return true;
    } catch (err) {
      toast.error(to === "OPTED_OUT" ? "Could not unsubscribe the contact" : "Could not subscribe the contact", { description: errorMessage(err) });
      return false;
    }
  };

  return (
    <section className="grid gap-2" aria-label="Marketing consent" data-testid="marketing-consent">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="marketing-consent">Marketing messages</Label>
        <Switch
          id="marketing-consent"
          checked={shown === "OPTED_IN"}
          disabled={!canWrite || set.isPending}
          aria-describedby="marketing-consent-summary"
          onCheckedChange={(on) => (on ? setConfirming(true) : void change("OPTED_OUT"))}
        />
      </div>
      <p id="marketing-consent-summary" className="text-muted-foreground flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs">
        <ConsentBadge consent={consent.state} />
        {/* How and when wrap as one piece, after the badge. */}
        <span>
          {how}
          {how && consent.changedAt && " · "}
          {consent.changedAt && (
            <time dateTime={consent.changedAt} title={formatDateTime(consent.changedAt)}>
              {formatRelative(consent.changedAt, now)}
            </time>
          )}
        </span>
      </p>
      <ControlledConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Subscribe ${contact.name} to marketing messages?`}
        description="Only subscribe contacts who agreed to receive marketing messages. They will be included in campaigns and marketing automations again."
        confirmLabel="Subscribe"
        confirmVariant="default"
        pending={set.isPending}
        onConfirm={() => change("OPTED_IN")}
      />
    </section>
  );
}
