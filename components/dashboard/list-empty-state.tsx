"use client";

import { SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * What a list shows with no rows, in the order that explains it: a page past the end (a
 * shared link after rows were deleted), filters that match nothing, or nothing yet (`none`,
 * the list's own invitation).
 */
export function ListEmptyState(p: {
  /** "campaigns", "templates", "contacts" */
  noun: string;
  /** Rows match, but none on this page. */
  pastEnd: { description: string; toFirstPage: () => void } | null;
  filtered: { description: string; clear: () => void } | null;
  none: ReactNode;
}): ReactNode {
  if (p.pastEnd) {
    return (
      <EmptyState
        className="py-14"
        icon={SearchXIcon}
        title="Nothing on this page"
        description={p.pastEnd.description}
        action={
          <Button variant="outline" size="sm" onClick={p.pastEnd.toFirstPage}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  if (p.filtered) {
    return (
      <EmptyState
        className="py-14"
        icon={SearchXIcon}
        title={`No ${p.noun} match`}
        description={p.filtered.description}
        action={
          <Button variant="outline" size="sm" onClick={p.filtered.clear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return p.none;
}
