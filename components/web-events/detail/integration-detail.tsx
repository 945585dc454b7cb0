"use client";

import { PencilIcon, SearchXIcon } from "lucide-react";
import { BackLink, DETAIL_PAGE as PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { useState } from "react";
import { DeleteAndLeaveButton } from "@/components/forms/delete-and-leave-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/client/hooks/use-me";
import { useDeleteIntegration, useIntegration, useIntegrationSecret } from "@/lib/client/hooks/use-web-events";
import type { Integration } from "@/lib/client/types";
import { AuthTypeBadge } from "../integration-badges";
import { IntegrationFormDialog } from "../integration-form-dialog";
import { EndpointCard, ExamplesCard } from "./endpoint-card";
import { RecentEvents } from "./recent-events";
import { useOrigin } from "./use-origin";



export function IntegrationDetail({ id }: { id: string }) {
  const integration = useIntegration(id);
  const canWrite = useCan("automations:write");
  const origin = useOrigin();
  const [revealed, setRevealed] = useState(false);
  const secret = useIntegrationSecret(id, canWrite && revealed);

  if (integration.isError) return <DetailLoadError what="Integration" error={integration.error} icon={SearchXIcon} list={{ href: "/web-events", name: "integrations" }} />;
  if (!integration.data) return <DetailSkeleton />;
  const i = integration.data;
  const url = `${origin}${i.endpointPath}`;
  const shownSecret = revealed ? (secret.data?.secret ?? null) : null;

  return (
    <div className={PAGE}>
      <BackLink href="/web-events">All integrations</BackLink>
      <Header integration={i} canWrite={canWrite} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EndpointCard
          integration={i}
          url={url}
          canWrite={canWrite}
          secret={{ value: secret.data?.secret, revealed, loading: secret.isFetching, error: secret.error, setRevealed }}
        />
        <MappingCard integration={i} />
      </div>
      <ExamplesCard integration={i} url={url} secret={shownSecret} />
      <RecentEvents integration={i} />
    </div>
  );
}

function Header({ integration: i, canWrite }: { integration: Integration; canWrite: boolean }) {
  const remove = useDeleteIntegration();
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{i.name}</h1>
          <AuthTypeBadge authType={i.authType} />
        </div>
        {i.description && <p className="text-muted-foreground text-sm">{i.description}</p>}
      </div>
      {canWrite && (
        <div className="flex items-center gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <DeleteAndLeaveButton
            name={i.name}
            description="Events your website sends to this endpoint are refused from now on, and the events received so far are deleted. Contacts stay. This cannot be undone."
            confirmLabel="Delete integration"
            pending={remove.isPending}
            remove={() => remove.mutateAsync(i.id)}
            leaveTo="/web-events"
          />
          <IntegrationFormDialog open={editing} onOpenChange={setEditing} integration={i} />
        </div>
      )}
    </div>
  );
}

function MappingCard({ integration: i }: { integration: Integration }) {
  const m = i.contactMapping;
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const path = (p: string | null) => (p ? <code className="font-mono text-xs">{p}</code> : <span className="text-muted-foreground">Not mapped</span>);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Contact mapping</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {row("Phone", path(m.phoneField))}
          {row("Email", path(m.emailField))}
          {row("Name", path(m.nameField))}
          {row("Missing contacts", i.autoCreateContact ? "Created" : "Left unmatched")}
          {row(
            "Custom fields",
            m.enrichFields.length ? (
              <ul className="grid gap-0.5">
                {m.enrichFields.map((f) => (
                  <li key={`${f.source}-${f.target}`} className="font-mono text-xs">
                    {f.source} → {f.target}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted-foreground">None</span>
            ),
          )}
          {row("Events received", <span className="tabular-nums">{i.eventCount.toLocaleString("en")}</span>)}
        </dl>
      </CardContent>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading integration">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-72 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}
