"use client";

import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { LoadError } from "@/components/settings/load-error";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { schemaResolver } from "@/lib/client/forms";
import { useNotificationPrefs, useUpdateNotificationPrefs } from "@/lib/client/hooks/use-notification-prefs";
import type { NotificationPrefs } from "@/lib/client/types";
import { notificationPrefsSchema } from "@/lib/live/schemas";
import { DesktopPermission } from "./desktop-permission";

const resolver = schemaResolver(notificationPrefsSchema);

const CHOICES: { name: keyof NotificationPrefs; label: string; description: string }[] = [
  { name: "newConversation", label: "New conversations", description: "A customer starts a conversation in an inbox you can see." },
  { name: "assignedMessage", label: "Messages in your conversations", description: "A customer writes in a conversation assigned to you." },
  { name: "mention", label: "Mentions", description: "A teammate @mentions you in a private note." },
  { name: "sound", label: "Play a sound", description: "A short chime with each of the above, even where desktop notifications are off." },
];

/** The signed-in person's notification choices (stored with their account) and this browser's permission. */
export function NotificationsCard() {
  const prefs = useNotificationPrefs();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          While the dashboard is open in a tab you are not looking at (or another conversation is open), tell me about:
        </CardDescription>
      </CardHeader>
      {prefs.isError ? (
        <CardContent>
          <LoadError what="your notification choices" error={prefs.error} />
        </CardContent>
      ) : prefs.data ? (
        <NotificationsForm key={JSON.stringify(prefs.data)} saved={prefs.data} />
      ) : (
        <CardContent className="grid gap-3" aria-busy="true" aria-label="Loading your notification choices">
          {CHOICES.map((c) => (
            <Skeleton key={c.name} className="h-14 w-full" />
          ))}
        </CardContent>
      )}
    </Card>
  );
}

function NotificationsForm({ saved }: { saved: NotificationPrefs }) {
  const update = useUpdateNotificationPrefs();
  const form = useForm({ resolver, defaultValues: saved });
  const sound = useWatch({ control: form.control, name: "sound" });

  async function onSubmit(values: NotificationPrefs) {
    // Only what changed: another tab may have saved the rest meanwhile.
    const changed = Object.fromEntries(CHOICES.filter((c) => form.formState.dirtyFields[c.name]).map((c) => [c.name, values[c.name]]));
    try {
      await update.mutateAsync(changed);
      toast.success("Your notification choices were saved");
    } catch (err) {
      toast.error("Could not save your notification choices", { description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="contents">
        <CardContent className="grid gap-3">
          <DesktopPermission sound={sound} />
          {CHOICES.map((choice) => (
            <FormField
              key={choice.name}
              control={form.control}
              name={choice.name}
              render={({ field }) => (
                <FormItem className="flex items-center justify-between gap-4 rounded-md border p-3">
                  <div className="grid gap-1">
                    <FormLabel>{choice.label}</FormLabel>
                    <FormDescription>{choice.description}</FormDescription>
                  </div>
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                  </FormControl>
                </FormItem>
              )}
            />
          ))}
        </CardContent>
        <CardFooter className="justify-end border-t">
          <SubmitButton pending={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            Save notifications
          </SubmitButton>
        </CardFooter>
      </form>
    </Form>
  );
}
