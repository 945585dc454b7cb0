import { describe, expect, it } from "vitest";
import { TYPING_EVERY_MS, TypingSignal } from "./typing-signal";

describe("TypingSignal", () => {
  it("says start on the first keystroke and again at most every 3 s while typing goes on", () => {
    const s = new TypingSignal();
    expect(s.typed("H", 0)).toBe("start");
    expect(s.typed("He", 1_000)).toBeNull();
    expect(s.typed("Hel", TYPING_EVERY_MS - 1)).toBeNull();
    expect(s.typed("Hell", TYPING_EVERY_MS)).toBe("start");
  });

  it("says stop once when the box empties or is left, and nothing when it never started", () => {
    const s = new TypingSignal();
    expect(s.stop()).toBeNull();
    expect(s.typed("   ", 0)).toBeNull();
    s.typed("Hi", 0);
    expect(s.typed("", 100)).toBe("stop");
    expect(s.stop()).toBeNull();
    // Typing again right after a stop starts again at once.
    expect(s.typed("Hi again", 200)).toBe("start");
    expect(s.stop()).toBe("stop");
  });
});
