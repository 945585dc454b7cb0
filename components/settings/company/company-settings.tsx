"use client";

import { LoadError } from "@/components/settings/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCompany } from "@/lib/client/hooks/use-company";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { CompanyForm } from "./company-form";

export function CompanySettings() {
  const company = useCompany();
  // Wait for /me too, so owners never see the read-only notice flash while it loads.
  const me = useMe();
  const canEdit = useCan("company:write");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company profile</CardTitle>
        <CardDescription>How your company appears to your team, and the time zone reports and schedules use.</CardDescription>
      </CardHeader>
      {company.data && me.data ? (
        <CompanyForm company={company.data} canEdit={canEdit} />
      ) : company.isError ? (
        <CardContent>
          <LoadError what="the company profile" error={company.error} />
        </CardContent>
      ) : (
        <CardContent className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Loading company profile">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </CardContent>
      )}
    </Card>
  );
}
