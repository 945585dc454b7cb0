import { describe, expect, it } from "vitest";
import type { Note } from "@/lib/client/hooks/use-notes";
import type { Message } from "@/lib/client/types";
import { mergeThread } from "./thread-items";

const msg = (id: string, at: string) => ({ id, createdAt: `2026-11-27T10:${at}:00.000Z` }) as Message;
const note = (id: string, at: string) => ({ id, createdAt: `2026-11-27T10:${at}:00.000Z` }) as Note;

describe("mergeThread", () => {
  it("puts each note between the messages around it in time", () => {
    const items = mergeThread([msg("m1", "01"), msg("m2", "05"), msg("m3", "09")], [note("n1", "03"), note("n2", "09"), note("n3", "10")], true);
    expect(items.map((i) => i.id)).toEqual(["m1", "n1", "m2", "m3", "n2", "n3"]);
  });

  it("keeps notes older than the first loaded message back while older messages remain", () => {
    const messages = [msg("m5", "05"), msg("m6", "06")];
    const notes = [note("old", "02"), note("new", "05")];
    expect(mergeThread(messages, notes, false).map((i) => i.id)).toEqual(["m5", "new", "m6"]);
    expect(mergeThread(messages, notes, true).map((i) => i.id)).toEqual(["old", "m5", "new", "m6"]);
  });

  it("shows notes alone in a thread without messages", () => {
    expect(mergeThread([], [note("n1", "01")], false).map((i) => i.kind)).toEqual(["note"]);
  });
});
