"use client";

import { LogOutIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/client/api";
import { useSignOutOthers } from "@/lib/client/hooks/use-account";

export function OtherSessionsCard() {
  const signOutOthers = useSignOutOthers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Signed in on a shared or lost device? End every other session: other browsers and API access tokens issued to you stop working at
          once. This browser stays signed in.
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-end border-t">
        <ConfirmDialog
          title="Sign out of other sessions?"
          description="Every other browser where you are signed in, and every API access token issued to you, stops working now. You stay signed in here."
          confirmLabel="Sign out others"
          pending={signOutOthers.isPending}
          onConfirm={async () => {
            try {
              await signOutOthers.mutateAsync();
              toast.success("Signed out of your other sessions");
              return true;
            } catch (err) {
              toast.error("Could not sign out your other sessions", { description: errorMessage(err) });
              return false;
            }
          }}
          trigger={
            <Button variant="outline">
              <LogOutIcon aria-hidden="true" />
              Sign out of other sessions
            </Button>
          }
        />
      </CardFooter>
    </Card>
  );
}
