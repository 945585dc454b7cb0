"use client";

import { toast } from "sonner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import type { ContactLabel, ContactStatus, LifecycleStage } from "@/lib/client/contact-view";
import { useAssignContact, useSetContactLabel, useSetContactStage, useSetContactStatus } from "@/lib/client/hooks/use-contacts";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { Contact } from "@/lib/client/types";
import { LABEL_OPTIONS, optionLabel, STAGE_OPTIONS, STATUS_OPTIONS } from "../options";

const NONE = "none";

/** Status, stage, label and owner: each saves as soon as it is picked. */
export function PropertiesCard({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const status = useSetContactStatus(contact.id);
  const stage = useSetContactStage(contact.id);
  const label = useSetContactLabel(contact.id);
  const assign = useAssignContact(contact.id);
  const team = useTeam();

  const saved = (what: string) => () => toast.success(what);
  const failed = (what: string) => (err: unknown) => toast.error(`Could not change the ${what}`, { description: errorMessage(err) });

  // While a change is saving, show the picked value rather than the old one.
  const statusValue = status.isPending ? status.variables : contact.status;
  const stageValue = stage.isPending ? stage.variables : contact.lifecycleStage;
  const labelValue = label.isPending ? label.variables : contact.label;
  const agentValue = assign.isPending ? assign.variables : contact.assignedAgentId;
  const members = team.data?.data ?? [];
  // The current assignee stays listed even before the team loads (or if they left).
  const agentOptions = contact.assignedAgent && !members.some((m) => m.id === contact.assignedAgent!.id) ? [contact.assignedAgent, ...members] : members;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Properties</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PropertySelect
          id="contact-status"
          label="Status"
          value={statusValue}
          disabled={!canWrite}
          options={STATUS_OPTIONS}
          onChange={(v) => status.mutate(v as ContactStatus, { onSuccess: saved(`Status set to ${optionLabel(v)}`), onError: failed("status") })}
        />
        <PropertySelect
          id="contact-stage"
          label="Lifecycle stage"
          value={stageValue}
          disabled={!canWrite}
          options={STAGE_OPTIONS}
          onChange={(v) => stage.mutate(v as LifecycleStage, { onSuccess: saved(`Stage set to ${optionLabel(v)}`), onError: failed("stage") })}
        />
        <PropertySelect
          id="contact-label"
          label="Label"
          value={labelValue ?? NONE}
          disabled={!canWrite}
          none="No label"
          options={LABEL_OPTIONS}
          onChange={(v) =>
            label.mutate(v === NONE ? null : (v as ContactLabel), {
              onSuccess: saved(v === NONE ? "Label removed" : `Label set to ${optionLabel(v)}`),
              onError: failed("label"),
            })
          }
        />
        <PropertySelect
          id="contact-assignee"
          label="Assignee"
          value={agentValue ?? NONE}
          disabled={!canWrite}
          none="Unassigned"
          options={agentOptions.map((m) => ({ value: m.id, label: m.name }))}
          onChange={(v) => {
            const agent = agentOptions.find((m) => m.id === v);
            assign.mutate(v === NONE ? null : v, { onSuccess: saved(agent ? `Assigned to ${agent.name}` : "Unassigned"), onError: failed("assignee") });
          }}
        />
      </CardContent>
    </Card>
  );
}

/** A labelled select that saves on change; `none` adds a clearing first option. */
function PropertySelect(props: {
  id: string;
  label: string;
  value: string | undefined;
  disabled: boolean;
  options: readonly { value: string; label: string }[];
  none?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} disabled={props.disabled} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.none && (
            <>
              <SelectItem value={NONE}>{props.none}</SelectItem>
              <SelectSeparator />
            </>
          )}
          {props.options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
