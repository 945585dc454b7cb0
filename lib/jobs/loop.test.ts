import { afterEach, describe, expect, it, vi } from "vitest";

// The LISTEN connection stands in: a test notifies by calling the handlers the loop gave it.
const handlers: { onNotify?: (p: string) => void; onUp?: () => void } = {};
vi.mock("@/db/listen", () => ({
  listen: async (_channel: string, h: typeof handlers) => {
    Object.assign(handlers, h);
    return { live: true, stop: async () => undefined };
  },
}));
vi.mock("@/lib/log", () => ({ log: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }, errorFields: (e: unknown) => ({ error: String(e) }) }));

const { startLoop } = await import("./loop");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((s) => s()));
});

async function started(spec: Parameters<typeof startLoop>[0]) {
  const loop = await startLoop(spec);
  stops.push(() => loop.stop());
  return loop;
}

describe("startLoop", () => {
  it("sleeps as the turn says and wakes at once on a notification", async () => {
    let turns = 0;
    await started({ name: "t", channel: "c", turn: async () => (turns++, Infinity) });
    await vi.waitFor(() => expect(turns).toBe(1));
    await sleep(50);
    expect(turns).toBe(1);
    handlers.onNotify?.("");
    await vi.waitFor(() => expect(turns).toBe(2));
  });

  it("runs again at once when notified during a turn", async () => {
    let turns = 0;
    await started({
      name: "t",
      channel: "c",
      turn: async () => {
        turns++;
        if (turns === 1) handlers.onNotify?.("");
        return Infinity;
      },
    });
    await vi.waitFor(() => expect(turns).toBe(2));
    await sleep(50);
    expect(turns).toBe(2);
  });

  it("lets notifications settle into one turn", async () => {
    let turns = 0;
    await started({ name: "t", channel: "c", settleMs: 300, turn: async () => (turns++, Infinity) });
    await vi.waitFor(() => expect(turns).toBe(1));
    for (let i = 0; i < 5; i++) handlers.onNotify?.("");
    expect(turns).toBe(1);
    await vi.waitFor(() => expect(turns).toBe(2));
    await sleep(400);
    expect(turns).toBe(2);
  });

  it("tries a failed turn again after retryMs", async () => {
    let turns = 0;
    await started({
      name: "t",
      channel: "c",
      retryMs: 20,
      turn: async () => {
        turns++;
        if (turns === 1) throw new Error("database away");
        return Infinity;
      },
    });
    await vi.waitFor(() => expect(turns).toBe(2));
  });

  it("counts tracked work, is woken by work that wakes, and lets it finish at stop", async () => {
    let inFlight = -1;
    let finished = 0;
    const work = (ms: number) => sleep(ms).then(() => void finished++);
    const loop = await startLoop({
      name: "t",
      channel: "c",
      turn: async (t) => {
        inFlight = t.inFlight;
        if (inFlight === 0 && !finished) {
          t.track(work(50), { wake: true });
          t.track(work(300));
        }
        return Infinity;
      },
    });
    await vi.waitFor(() => expect(inFlight).toBe(0));
    // The first work ended and woke the loop: its turn sees the other still running.
    await vi.waitFor(() => expect(inFlight).toBe(1));
    await loop.stop();
    expect(finished).toBe(2);
  });

  it("stops waiting for work after stopWaitMs", async () => {
    const loop = await startLoop({ name: "t", channel: "c", stopWaitMs: 30, turn: async (t) => (t.track(sleep(5_000)), Infinity) });
    await sleep(5);
    const at = Date.now();
    await loop.stop();
    expect(Date.now() - at).toBeLessThan(2_000);
  });
});
