"use client";

import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, ScrollTextIcon } from "lucide-react";
import { useState } from "react";
import { LockedState } from "@/components/dashboard/locked-state";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { LoadError } from "@/components/settings/load-error";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { auditFilterQuery, auditListQuery, auditViewParams, EMPTY_AUDIT_VIEW, isFilteredAuditView } from "@/lib/client/audit-view";
import { auditExportUrl, useAuditLog } from "@/lib/client/hooks/use-audit-log";
import { useCompany } from "@/lib/client/hooks/use-company";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useTeam } from "@/lib/client/hooks/use-team";
import { useTokens } from "@/lib/client/hooks/use-tokens";
import { AuditFilters } from "./audit-filters";
import { AuditRetentionForm } from "./audit-retention";
import { AuditTable } from "./audit-table";
import { useAuditView } from "./use-audit-view";

/**
 * Settings → Audit log: who did what, when and from where. Filters sit in the URL; pages
 * follow the API's cursor (a stack of the cursors seen, so Newer goes back exactly).
 */
export function AuditLogSettings() {
  const me = useMe();
  const canRead = useCan("audit:read");
  const { view, update } = useAuditView();
  const filterKey = auditViewParams(view).toString();
  // The cursors of the pages before this one, for this set of filters; a filter change starts over.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: filterKey, cursors: [null] });
  const cursors = pages.key === filterKey ? pages.cursors : [null];
  const cursor = cursors[cursors.length - 1];
  const log = useAuditLog(auditListQuery(view, cursor), { enabled: canRead });
  const team = useTeam();
  const tokens = useTokens({ enabled: canRead });
  const members = (team.data?.data ?? []).map((m) => ({ value: `user:${m.id}`, label: m.name }));
  const tokenOptions = (tokens.data?.data ?? []).map((t) => ({ value: `token:${t.id}`, label: t.name }));
  const next = log.data?.pagination.nextCursor ?? null;
  const pageNumber = cursors.length;

  if (me.data && !canRead) {
    return (
      <SettingsSection id="audit-heading" title="Audit log" description="Who did what, when and from where.">
        <LockedState scope="audit:read" title="Your role can't read the audit log" doWhat="read and export the audit log" />
      </SettingsSection>
    );
  }

  const filtered = isFilteredAuditView(view);
  const emptyState = (
    <ListEmptyState
      noun="entries"
      pastEnd={null}
      filtered={filtered ? { description: "No entry fits these filters. Widen the dates or pick another action or actor.", clear: () => update(EMPTY_AUDIT_VIEW) } : null}
      none={<EmptyState className="py-14" icon={ScrollTextIcon} title="No entries yet" description="Sign-ins, API tokens, team changes, channel connections, secret views, exports and deletions appear here as they happen." />}
    />
  );

  return (
    <>
      <SettingsSection
        id="audit-heading"
        title="Audit log"
        description="Who did what, when and from where: sign-ins, API tokens, team and role changes, channels, webhooks and secrets, exports and deletions. Entries cannot be changed or deleted."
        action={
          // A plain link: the browser downloads the CSV with the session cookie.
          <Button variant="outline" asChild>
            <a href={auditExportUrl(auditFilterQuery(view))} download>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      >
        <AuditFilters view={view} update={update} members={members} tokens={tokenOptions} />
        {log.isError ? (
          <LoadError what="the audit log" error={log.error} />
        ) : (
          <AuditTable events={log.data?.data} isLoading={me.isPending || log.isPending} emptyState={emptyState} />
        )}
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2 px-2">
          <span className="text-muted-foreground text-sm" aria-live="polite" aria-atomic="true">
            Page {pageNumber}
            {log.isFetching && !log.isPending ? " · loading…" : ""}
          </span>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={pageNumber === 1} onClick={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}>
              <ChevronLeftIcon aria-hidden="true" />
              Newer
            </Button>
            <Button variant="outline" size="sm" disabled={!next || log.isPlaceholderData} onClick={() => setPages({ key: filterKey, cursors: [...cursors, next] })}>
              Older
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </nav>
      </SettingsSection>
      <RetentionCard />
    </>
  );
}

function RetentionCard() {
  const company = useCompany();
  const canEdit = useCan("company:write");
  const days = company.data?.auditRetentionDays;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Retention</CardTitle>
        <CardDescription>
          {days === undefined ? "How long entries are kept." : `Entries are kept for ${days.toLocaleString("en")} days, then removed for good.`}
        </CardDescription>
      </CardHeader>
      {canEdit && days !== undefined && (
        <CardContent>
          <AuditRetentionForm key={days} days={days} />
        </CardContent>
      )}
      {company.isError && (
        <CardContent>
          <LoadError what="the retention setting" error={company.error} />
        </CardContent>
      )}
    </Card>
  );
}
