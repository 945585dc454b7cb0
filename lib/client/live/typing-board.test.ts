import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TypingEvent } from "@/lib/live/events";
import { COLLISION_MS, joinNames, replyingLine, REPLYING_SHOWN_MS, TypingBoard } from "./typing-board";

const agent = (userId: string, name: string, state: "start" | "stop" = "start", conversationId = "c1"): TypingEvent => ({ conversationId, from: "agent", userId, name, state });
const customer = (state: "start" | "stop" = "start"): TypingEvent => ({ conversationId: "c1", from: "customer", userId: null, name: null, state });

describe("TypingBoard", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("shows a teammate for 6 s after their last start, and until their stop at most", () => {
    const board = new TypingBoard();
    board.apply(agent("u2", "Sara"), 1_000, "me");
    expect(board.shown("c1", 1_000 + REPLYING_SHOWN_MS - 1).teammates).toEqual(["Sara"]);
    expect(board.shown("c1", 1_000 + REPLYING_SHOWN_MS).teammates).toEqual([]);
    board.apply(agent("u2", "Sara"), 2_000, "me");
    board.apply(agent("u2", "Sara", "stop"), 2_500, "me");
    expect(board.shown("c1", 2_500).teammates).toEqual([]);
  });

  it("leaves out the signed-in person's own typing and keeps conversations apart", () => {
    const board = new TypingBoard();
    board.apply(agent("me", "Ada"), 0, "me");
    board.apply(agent("u3", "Omar", "start", "c2"), 0, "me");
    expect(board.shown("c1", 1)).toEqual({ teammates: [], customer: false, key: "" });
    expect(board.shown("c2", 1).teammates).toEqual(["Omar"]);
  });

  it("tells the customer apart from teammates", () => {
    const board = new TypingBoard();
    board.apply(customer(), 0, "me");
    board.apply(agent("u2", "Sara"), 0, "me");
    expect(board.shown("c1", 10)).toMatchObject({ teammates: ["Sara"], customer: true });
    board.apply(customer("stop"), 20, "me");
    expect(board.shown("c1", 30)).toMatchObject({ teammates: ["Sara"], customer: false });
  });

  it("counts a teammate for the collision check for 8 s, longer than they are shown", () => {
    const board = new TypingBoard();
    board.apply(agent("u2", "Sara"), 0, "me");
    expect(board.teammates("c1", 7_000, COLLISION_MS)).toEqual(["Sara"]);
    expect(board.teammates("c1", 7_000)).toEqual([]);
    expect(board.teammates("c1", COLLISION_MS, COLLISION_MS)).toEqual([]);
  });

  it("tells listeners of each change and again when an entry expires", () => {
    const board = new TypingBoard();
    const heard = vi.fn();
    board.subscribe(heard);
    board.apply(agent("u2", "Sara"), Date.now(), "me");
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REPLYING_SHOWN_MS + 20);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(board.shown("c1", Date.now()).teammates).toEqual([]);
    // A stop for someone not shown changes nothing and says nothing.
    board.apply(agent("u9", "Lee", "stop"), Date.now(), "me");
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("gives the same key for the same people, so React re-renders only on a change", () => {
    const board = new TypingBoard();
    board.apply(agent("u2", "Sara"), 0, "me");
    const before = board.shown("c1", 1).key;
    expect(board.shown("c1", 2).key).toBe(before);
    board.apply(agent("u3", "Omar"), 3, "me");
    expect(board.shown("c1", 4).key).not.toBe(before);
  });
});

describe("replying lines", () => {
  it("names one, two or more teammates", () => {
    expect(replyingLine(["Sara"])).toBe("Sara is replying…");
    expect(replyingLine(["Sara", "Omar"])).toBe("Sara and Omar are replying…");
    expect(joinNames(["Sara", "Omar", "Lee"])).toBe("Sara, Omar and Lee");
  });
});
