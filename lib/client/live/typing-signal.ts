/** While the agent keeps typing, "start" is said again this often (teammates hide it 6 s after the last). */
export const TYPING_EVERY_MS = 3_000;

export type TypingState = "start" | "stop";

/**
 * What the reply box tells the server as the agent types: "start" on the first keystroke and
 * again at most every 3 s while they go on, "stop" once when the box empties (sent or cleared)
 * or they leave it. Returns what to post, or null for nothing.
 */
export class TypingSignal {
  private lastStart = 0;
  private typing = false;

  typed(text: string, now: number): TypingState | null {
    if (!text.trim()) return this.stop();
    if (this.typing && now - this.lastStart < TYPING_EVERY_MS) return null;
    this.typing = true;
    this.lastStart = now;
    return "start";
  }

  stop(): TypingState | null {
    if (!this.typing) return null;
    this.typing = false;
    this.lastStart = 0;
    return "stop";
  }
}
