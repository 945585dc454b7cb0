"use client";

import { Badge } from "@/components/ui/badge";
import type { Inbox } from "@/components/inboxes/use-inboxes";
import { useTeams } from "@/lib/client/hooks/use-teams";
import { assignmentSettingsSchema } from "@/lib/routing/settings";

const LABEL = { round_robin: "Round-robin", capacity: "By capacity" } as const;

/** How the inbox hands out conversations and to which team, at a glance on Settings → Inboxes. */
export function AssignmentBadge({ inbox }: { inbox: Inbox }) {
  const teams = useTeams({ enabled: !!inbox.teamId });
  const parsed = assignmentSettingsSchema.safeParse(inbox.settings.assignment);
  const mode = parsed.success && parsed.data.mode !== "off" ? parsed.data.mode : null;
  const team = inbox.teamId ? teams.data?.data.find((t) => t.id === inbox.teamId)?.name : null;
  if (!mode && !team) return null;
  return (
    <Badge variant="outline" className="font-normal" data-testid="inbox-assignment">
      {[team, mode && LABEL[mode]].filter(Boolean).join(" · ")}
    </Badge>
  );
}
