"use client";

import { useState } from "react";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { TeamMember } from "@/lib/client/types";
import { useCaretToken, useSuggestionPicker } from "../composer/use-caret-suggestions";

/** "@" and the start of a name right before the caret, at the start of the text or after a space. */
const AT = /(^|\s)@([^\s@]{0,40})$/;
const SHOWN = 8;

/** Teammates whose name has a word starting with `query` (any case); all of them for a bare "@". */
export function matchTeammates(team: readonly TeamMember[], query: string): TeamMember[] {
  const q = query.toLocaleLowerCase();
  return team.filter((u) => !q || u.name.toLocaleLowerCase().split(/\s+/).some((w) => w.startsWith(q))).slice(0, SHOWN);
}

/** The teammates still named in `text` as "@Name", of those picked while writing it. */
export function mentionedIn(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}

/**
 * The note box's @mentions: typing "@sa" offers the teammates whose name has a word starting
 * with "sa" (the team is small: filtered here, not asked for), picking one writes "@Name " and
 * remembers who it is. Deleting the "@Name" from the text drops the mention.
 */
export function useMentions({ value, onChange, box }: { value: string; onChange: (text: string) => void; box: React.RefObject<HTMLTextAreaElement | null> }) {
  const team = useTeam();
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const caret = useCaretToken({ value, trigger: AT, enabled: true });
  const items = caret.token ? matchTeammates(team.data?.data ?? [], caret.token.query) : [];
  const picker = useSuggestionPicker({
    caret,
    items,
    value,
    onChange,
    box,
    textOf: (u: TeamMember) => `@${u.name} `,
    onPicked: (u) => setPicked((m) => new Map(m).set(u.id, u.name)),
  });
  return { ...picker, mentions: () => mentionedIn(value, picked), reset: () => setPicked(new Map()) };
}
