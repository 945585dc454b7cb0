"use client";

import { ArrowLeftIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ApiError, errorMessage } from "@/lib/client/api";

/** The frame of a record's page: width, padding and the gap between its cards. */
export const DETAIL_PAGE = "mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8";

/** "← All campaigns": the way back to the list a record's page came from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2 w-fit">
      <Link href={href}>
        <ArrowLeftIcon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * A record's page whose record could not be loaded: "not found" for a 404 (deleted, or a wrong
 * link), the error otherwise, with the way back to its list either way.
 */
export function DetailLoadError({ what, error, icon, list }: { what: string; error: unknown; icon: LucideIcon; list: { href: string; name: string } }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className={DETAIL_PAGE}>
      <BackLink href={list.href}>All {list.name}</BackLink>
      <h1 className="sr-only">{what}</h1>
      <EmptyState
        className="bg-muted/30 min-h-72 flex-none border"
        icon={icon}
        title={missing ? `${what} not found` : `Could not load the ${what.toLowerCase()}`}
        description={missing ? "It may have been deleted, or the link is wrong." : errorMessage(error)}
        action={
          <Button variant="outline" size="sm" asChild>
            <Link href={list.href}>Back to {list.name}</Link>
          </Button>
        }
      />
    </div>
  );
}
