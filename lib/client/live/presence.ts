import type { PresenceList, PresenceStatus } from "@/lib/client/types";

/** Writes one person's status into the cached list; unknown people (a new member) leave it as it is. */
export function patchPresence(list: PresenceList | undefined, userId: string, status: PresenceStatus): PresenceList | undefined {
  if (!list?.data.some((p) => p.userId === userId)) return list;
  return { data: list.data.map((p) => (p.userId === userId ? { ...p, status } : p)) };
}

export const PRESENCE_LABELS: Record<PresenceStatus, string> = { online: "Online", away: "Away", offline: "Offline" };
