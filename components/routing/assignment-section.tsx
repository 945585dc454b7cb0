"use client";

import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { NumberField } from "@/components/forms/number-field";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { LabeledField } from "@/components/forms/labeled-field";
import { useUpdateInbox, type Inbox } from "@/components/inboxes/use-inboxes";
import { SettingsSection } from "@/components/settings/settings-section";
import { Form, FormControl } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useTeams } from "@/lib/client/hooks/use-teams";
import { assignmentSettingsSchema } from "@/lib/routing/settings";

const NO_TEAM = "none";
// The form holds the team beside the inbox's assignment key: both are saved in one PATCH.
const formSchema = z.object({ teamId: z.string(), assignment: assignmentSettingsSchema });
type Values = z.input<typeof formSchema>;
type Parsed = z.output<typeof formSchema>;
const resolver = schemaResolver(formSchema);

const MODES = [
  { value: "off", label: "Off: agents pick conversations up", description: "New conversations wait, unassigned, until someone takes them." },
  { value: "round_robin", label: "Round-robin", description: "Each new conversation goes to the online agent who was given one longest ago." },
  { value: "capacity", label: "By capacity", description: "Each goes to the online agent holding the fewest open conversations, up to a limit; beyond it, conversations wait." },
] as const;

/** An inbox's team and how its new conversations are handed out (lib/routing). */
export function AssignmentSection({ inbox, canEdit }: { inbox: Inbox; canEdit: boolean }) {
  const teams = useTeams();
  const update = useUpdateInbox();
  const saved = assignmentSettingsSchema.safeParse(inbox.settings.assignment);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: {
      teamId: inbox.teamId ?? NO_TEAM,
      assignment: saved.success ? saved.data : { mode: "off", capacity: 10, unassignWhenOffline: false },
    },
  });
  const mode = useWatch({ control: form.control, name: "assignment.mode" });

  async function onSubmit(v: Parsed) {
    const assignment = v.assignment.mode === "capacity" ? v.assignment : { mode: v.assignment.mode, unassignWhenOffline: v.assignment.unassignWhenOffline };
    try {
      await update.mutateAsync({ id: inbox.id, body: { teamId: v.teamId === NO_TEAM ? null : v.teamId, settings: { assignment } } });
      toast.success("Assignment saved", { description: v.assignment.mode === "off" ? "Conversations wait for someone to take them." : "New conversations are handed to online agents." });
      form.reset(v);
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the assignment", { description: errorMessage(err) });
    }
  }

  const teamOptions = [{ value: NO_TEAM, label: "No team: every agent" }, ...(teams.data?.data ?? []).map((t) => ({ value: t.id, label: t.name, description: `${t.members.length} ${t.members.length === 1 ? "member" : "members"}` }))];

  return (
    <SettingsSection id="assignment-heading" title="Team and assignment" description="Who works this inbox, and how its new conversations reach them. Only agents who are online (a dashboard tab open, not away) are given conversations.">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="bg-card grid max-w-2xl gap-4 rounded-lg border p-4" aria-labelledby="assignment-heading">
          <fieldset disabled={!canEdit} className="grid gap-4">
            <SelectField control={form.control} name="teamId" label="Team" options={teamOptions} description={teams.isError ? `Could not load the teams: ${errorMessage(teams.error)}` : undefined} />
            <SelectField control={form.control} name="assignment.mode" label="Auto-assignment" options={MODES} />
            {mode === "capacity" && <NumberField control={form.control} name="assignment.capacity" label="Most open conversations per agent" description="Counted across every inbox." min={1} max={1000} />}
            {mode !== "off" && (
              <LabeledField control={form.control} name="assignment.unassignWhenOffline" label="Give back when an agent goes offline" description="After two minutes offline, their open conversations in this inbox go back to the queue for someone online.">
                {(field) => (
                  <FormControl>
                    <Switch checked={!!field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                )}
              </LabeledField>
            )}
          </fieldset>
          {canEdit && (
            <div>
              <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
                Save assignment
              </SubmitButton>
            </div>
          )}
        </form>
      </Form>
    </SettingsSection>
  );
}
