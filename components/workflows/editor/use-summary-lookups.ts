"use client";

import { useMemo } from "react";
import { useTags } from "@/lib/client/hooks/use-tags";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { SummaryLookups } from "../nodes/summary";

/** Names for the ids node configs hold (tags, agents), from the same cached lists the pickers use. */
export function useSummaryLookups(): SummaryLookups {
  const tags = useTags();
  const team = useTeam();
  return useMemo(() => {
    const tagNames = new Map((tags.data ?? []).map((t) => [t.id, t.name]));
    const agentNames = new Map((team.data?.data ?? []).map((m) => [m.id, m.name]));
    return { tagName: (id) => tagNames.get(id), agentName: (id) => agentNames.get(id) };
  }, [tags.data, team.data]);
}
