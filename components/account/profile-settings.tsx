"use client";

import { LoadError } from "@/components/settings/load-error";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/lib/client/hooks/use-me";
import { ChangePasswordForm } from "./change-password-form";
import { NotificationsCard } from "./notifications-card";
import { OtherSessionsCard } from "./other-sessions-card";
import { ProfileNameForm } from "./profile-name-form";

/** The signed-in person's own account: name, notifications, password and sessions. */
export function ProfileSettings() {
  const me = useMe();
  if (me.isError) return <LoadError what="your profile" error={me.error} />;
  if (!me.data) {
    return (
      <Card aria-busy="true" aria-label="Loading your profile">
        <CardHeader>
          <Skeleton className="h-5 w-32" />
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </CardContent>
      </Card>
    );
  }
  const user = me.data.user;
  if (!user) return <LoadError what="your profile" error={new Error("This page is for a signed-in person")} />;
  return (
    <>
      <ProfileNameForm key={user.id} user={user} />
      <NotificationsCard />
      <ChangePasswordForm />
      <OtherSessionsCard />
    </>
  );
}
