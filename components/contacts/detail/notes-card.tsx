"use client";

import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime, formatRelative } from "@/lib/client/format";
import { applyApiFieldErrors, schemaResolver } from "@/lib/client/forms";
import { useAddContactNote, useContactTimeline } from "@/lib/client/hooks/use-contacts";
import { useNow } from "@/lib/client/hooks/use-now";
import type { Contact } from "@/lib/client/types";
import { noteInput } from "@/lib/contacts/schemas";
import { actorText } from "./describe-activity";

const resolver = schemaResolver(noteInput);
const NOTE_TYPES = ["NOTE_ADDED"];

/**
 * Notes are appended, never edited. Each one is listed from the timeline (so it shows who wrote
 * it and when); notes set wholesale through the API, with no timeline entry, show as one block.
 */
export function NotesCard({ contact, canWrite }: { contact: Contact; canWrite: boolean }) {
  const add = useAddContactNote(contact.id);
  const notes = useContactTimeline(contact.id, NOTE_TYPES, 50);
  const now = useNow();
  const form = useForm({ resolver, defaultValues: { note: "" } });
  const entries = notes.data?.pages.flatMap((p) => p.data) ?? [];

  async function onSubmit(values: z.output<typeof noteInput>) {
    try {
      await add.mutateAsync(values.note);
      form.reset({ note: "" });
      toast.success("Note added");
    } catch (err) {
      if (!applyApiFieldErrors(form, err)) toast.error("Could not add the note", { description: errorMessage(err) });
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Contact notes</CardTitle>
        <CardDescription>About this person, on every conversation with them. Team only.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canWrite && (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-2">
              <FormField
                control={form.control}
                name="note"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="sr-only">New note</FormLabel>
                    <FormControl>
                      <Textarea
                        {...field}
                        placeholder="Add a note…"
                        rows={3}
                        onKeyDown={(e) => {
                          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void form.handleSubmit(onSubmit)();
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <div className="flex items-center justify-between gap-2">
                <span className="text-muted-foreground text-xs">Ctrl + Enter to add</span>
                <SubmitButton size="sm" pending={form.formState.isSubmitting}>
                  Add note
                </SubmitButton>
              </div>
            </form>
          </Form>
        )}
        {notes.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : entries.length ? (
          <ul className="grid gap-3" aria-label="Contact notes">
            {entries.map((n) => (
              <li key={n.id} className="bg-muted/40 rounded-md border px-3 py-2">
                <p className="text-sm break-words whitespace-pre-wrap">{String(n.data.note ?? "")}</p>
                <p className="text-muted-foreground mt-1 text-xs">
                  {actorText(n.actor)} ·{" "}
                  <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
                    {formatRelative(n.createdAt, now)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        ) : contact.notes ? (
          <p className="bg-muted/40 rounded-md border px-3 py-2 text-sm break-words whitespace-pre-wrap">{contact.notes}</p>
        ) : (
          <p className="text-muted-foreground text-sm">No notes yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
