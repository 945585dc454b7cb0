"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useTeam } from "@/lib/client/hooks/use-team";
import { useCreateTeam, useSetTeamMembers, useUpdateTeam, type Team } from "@/lib/client/hooks/use-teams";
import { z } from "zod";
import { createTeamInput, TEAM_LIMITS } from "@/lib/teams/schemas";

// The API's name rule, and the description as a text box holds it ("" for none).
const formSchema = z.object({
  name: createTeamInput.shape.name,
  description: z.string().trim().max(TEAM_LIMITS.description, `must be at most ${TEAM_LIMITS.description} characters`),
});
type Values = z.input<typeof formSchema>;
type Parsed = z.output<typeof formSchema>;
const resolver = schemaResolver(formSchema);

/** Create or edit a team: its name, what it is for, and who is in it. */
export function TeamDialog({ team, open, onOpenChange }: { team: Team | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{team ? `Edit “${team.name}”` : "New team"}</DialogTitle>
          <DialogDescription>Inboxes that belong to a team give their new conversations only to its online members.</DialogDescription>
        </DialogHeader>
        {open && <TeamForm key={team?.id ?? "new"} team={team} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TeamForm({ team, onDone }: { team: Team | null; onDone: () => void }) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const setMembers = useSetTeamMembers();
  const people = useTeam();
  const [members, setMembersState] = useState<string[]>(team?.members.map((m) => m.id) ?? []);
  const form = useForm<Values, unknown, Parsed>({ resolver, defaultValues: { name: team?.name ?? "", description: team?.description ?? "" } });

  async function onSubmit(v: Parsed) {
    const description = v.description || null;
    try {
      if (team) {
        await update.mutateAsync({ id: team.id, input: { name: v.name, description } });
        await setMembers.mutateAsync({ team, wanted: members });
      } else {
        await create.mutateAsync({ name: v.name, description, memberIds: members });
      }
      toast.success(team ? `Team “${v.name}” was updated` : `Team “${v.name}” was created`, { description: `${members.length} ${members.length === 1 ? "member" : "members"}` });
      onDone();
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not save the team", { description: errorMessage(err) });
    }
  }

  const toggle = (id: string, on: boolean) => setMembersState((m) => (on ? [...new Set([...m, id])] : m.filter((x) => x !== id)));

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="Sales KSA" autoComplete="off" />
        <TextField control={form.control} name="description" label="Description (optional)" placeholder="Arabic-speaking sales, Riyadh office" autoComplete="off" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Members</legend>
          {people.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : people.isError ? (
            <p className="text-destructive text-sm">Could not load your team: {errorMessage(people.error)}</p>
          ) : (
            <ul className="grid max-h-60 gap-1 overflow-y-auto rounded-md border p-2" aria-label="Members">
              {people.data.data.map((p) => (
                <li key={p.id}>
                  <label className="hover:bg-muted/50 flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm">
                    <Checkbox checked={members.includes(p.id)} onCheckedChange={(c) => toggle(p.id, c === true)} aria-label={p.name} />
                    <span className="min-w-0 flex-1 truncate">{p.name}</span>
                    <span className="text-muted-foreground text-xs capitalize">{p.role}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{team ? "Save changes" : "Create team"}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
