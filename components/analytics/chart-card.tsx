"use client";

import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { downloadCsv, toCsv } from "@/lib/analytics/display";

export interface CsvExport {
  filename: string;
  columns: { key: string; label: string }[];
  rows: Record<string, unknown>[];
}

/**
 * The frame of every analytics chart: title, a CSV export of exactly what the chart shows,
 * and the loading, error and empty states.
 */
export function ChartCard({
  id,
  title,
  description,
  query,
  empty,
  csv,
  height = "h-64",
  children,
  className,
}: {
  id: string;
  title: string;
  description: string;
  query: { data?: unknown; isError: boolean; error: unknown; isFetching?: boolean };
  empty: boolean;
  csv?: CsvExport;
  height?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={`min-w-0 gap-4 ${className ?? ""}`} data-testid={`analytics-${id}`} aria-busy={query.isFetching ? true : undefined}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {csv && (
          <CardAction>
            <Button variant="outline" size="sm" disabled={!query.data || empty} onClick={() => downloadCsv(csv.filename, toCsv(csv.columns, csv.rows))} aria-label={`Export ${title} as CSV`}>
              <DownloadIcon aria-hidden="true" />
              CSV
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {query.isError && !query.data ? (
          <p role="alert" className={`text-destructive flex ${height} items-center justify-center text-sm`}>
            Could not load: {errorMessage(query.error)}
          </p>
        ) : !query.data ? (
          <Skeleton className={`${height} w-full`} data-testid="analytics-loading" />
        ) : empty ? (
          <p className={`text-muted-foreground flex ${height} items-center justify-center rounded-md border border-dashed text-sm`} data-testid="analytics-empty">
            Nothing in this range.
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
