"use client";

import { useMemo } from "react";
import { useInboxes } from "@/lib/client/hooks/use-inboxes";
import { useTags } from "@/lib/client/hooks/use-tags";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { SummaryLookups } from "../nodes/summary";

/** Names for the ids node configs hold (tags, agents, inboxes), from the same cached lists the pickers use. */
export function useSummaryLookups(): SummaryLookups {
  const tags = useTags();
  const team = useTeam();
  const inboxes = useInboxes();
  return useMemo(() => {
    const tagNames = new Map((tags.data ?? []).map((t) => [t.id, t.name]));
    const agentNames = new Map((team.data?.data ?? []).map((m) => [m.id, m.name]));
    const inboxNames = new Map((inboxes.data ?? []).map((i) => [i.id, i.name ?? i.displayName ?? i.channel]));
    return { tagName: (id) => tagNames.get(id), agentName: (id) => agentNames.get(id), inboxName: (id) => inboxNames.get(id) };
  }, [tags.data, team.data, inboxes.data]);
}
