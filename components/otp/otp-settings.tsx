"use client";

import { LoadError } from "@/components/settings/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { OtpSettingsForm } from "./otp-settings-form";
import { useOtpSettings } from "./use-otp";

export function OtpSettingsCard() {
  const settings = useOtpSettings();
  // Wait for /me too, so owners never see the read-only notice flash while it loads.
  const me = useMe();
  const canEdit = useCan("company:write");
  return (
    <Card>
      <CardHeader>
        <CardTitle>One-time codes</CardTitle>
        <CardDescription>
          Verification codes your systems send with <code className="font-mono text-xs">POST /api/v1/otp/send</code> and check with{" "}
          <code className="font-mono text-xs">POST /api/v1/otp/verify</code>: how long they are, how long they last and how they travel.
        </CardDescription>
      </CardHeader>
      {settings.data && me.data ? (
        <OtpSettingsForm settings={settings.data} canEdit={canEdit} />
      ) : settings.isError ? (
        <CardContent>
          <LoadError what="the one-time code settings" error={settings.error} />
        </CardContent>
      ) : (
        <CardContent className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Loading one-time code settings">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </CardContent>
      )}
    </Card>
  );
}
