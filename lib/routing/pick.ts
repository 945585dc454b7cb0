import type { AssignmentSettings } from "./settings";

/** An agent auto-assignment may give a conversation to: online, and in the conversation's team when it has one. */
export interface Candidate {
  userId: string;
  /** Open conversations they hold now, in every inbox. */
  open: number;
  /** Their last turn in this inbox (ms), null when they never had one. */
  lastTurn: number | null;
}

const byTurn = (a: Candidate, b: Candidate) => (a.lastTurn ?? -Infinity) - (b.lastTurn ?? -Infinity) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * Who gets the next conversation, or null when nobody may:
 * - round_robin: the candidate whose last turn is oldest (never first), whatever they hold;
 * - capacity: among those holding fewer than `capacity` open conversations, the one holding
 *   fewest, then the oldest turn, so load evens out and ties still rotate.
 * Ties fall to the user id, so the choice is the same on every run.
 */
export function pickAgent(settings: AssignmentSettings, candidates: readonly Candidate[]): Candidate | null {
  if (settings.mode === "off" || !candidates.length) return null;
  if (settings.mode === "round_robin") return [...candidates].sort(byTurn)[0];
  const room = candidates.filter((c) => c.open < (settings.capacity ?? Infinity));
  return room.sort((a, b) => a.open - b.open || byTurn(a, b))[0] ?? null;
}
