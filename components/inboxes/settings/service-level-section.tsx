"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { useSlaPolicies } from "@/components/sla/use-sla-policies";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { useUpdateInbox, type Inbox } from "../use-inboxes";

const NONE = "__none";

/** The inbox's `sla` settings key: which policy its new conversations get. */
export function ServiceLevelSection({ inbox, readOnly }: { inbox: Inbox; readOnly: boolean }) {
  const policies = useSlaPolicies();
  const update = useUpdateInbox();
  const current = ((inbox.settings as { sla?: { policyId?: string } }).sla?.policyId as string | undefined) ?? NONE;
  const [choice, setChoice] = useState(current);
  const options = policies.data?.data ?? [];

  function save() {
    update.mutate(
      { id: inbox.id, body: { settings: { sla: choice === NONE ? null : { policyId: choice } } } },
      {
        onSuccess: () => toast.success(choice === NONE ? "New conversations get no SLA" : `New conversations get “${options.find((p) => p.id === choice)?.name}”`),
        onError: (err) => toast.error("Could not save the service level", { description: errorMessage(err) }),
      },
    );
  }

  return (
    <SettingsSection
      id="inbox-sla-heading"
      title="Service level"
      description={
        <>
          The SLA policy this inbox&apos;s new conversations get. Policies are set up under{" "}
          <Link href="/settings/service-levels" className="underline underline-offset-2">
            Settings → Service levels
          </Link>
          .
        </>
      }
    >
      <div className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-2">
          <Label htmlFor="inbox-sla-policy">Policy</Label>
          <Select value={choice} onValueChange={setChoice} disabled={readOnly || policies.isPending}>
            <SelectTrigger id="inbox-sla-policy" className="w-full">
              <SelectValue placeholder={policies.isPending ? "Loading policies…" : "Choose a policy"} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>No SLA</SelectItem>
              {options.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {!readOnly && (
          <Button onClick={save} disabled={update.isPending || choice === current}>
            Save service level
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
