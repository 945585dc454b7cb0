import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

/** A writer that records each batch it was given and answers after `ms`. */
function recorder(ms = 5, failOn?: number) {
  const batches: number[][] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    await new Promise((r) => setTimeout(r, ms));
    if (failOn !== undefined && items.includes(failOn)) throw new Error(`bad ${failOn}`);
    return items.map((i) => i * 10);
  };
  return { batches, write };
}

describe("groupCommit", () => {
  it("writes a lone call at once, by itself", async () => {
    const { batches, write } = recorder();
    const call = groupCommit(write);
    expect(await call(1)).toBe(10);
    expect(batches).toEqual([[1]]);
  });

  it("groups the calls that arrive while a batch is being written, answering each its own result", async () => {
    const { batches, write } = recorder(20);
    const call = groupCommit(write);
    const first = call(1);
    await new Promise((r) => setTimeout(r, 2));
    const rest = [2, 3, 4, 5].map((i) => call(i));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it("caps a batch at max items and writes one batch at a time, in arrival order", async () => {
    const { batches, write } = recorder(10);
    const call = groupCommit(write, { max: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => call(i)));
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    // The first call went out at once; the rest queued behind it, two at a time.
    expect(batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("fails only the bad item's call when a batch fails", async () => {
    const { batches, write } = recorder(5, 3);
    const call = groupCommit(write);
    const first = call(1);
    const rest = [2, 3, 4].map((i) => call(i).then((v) => ({ ok: v }), (e: Error) => ({ err: e.message })));
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([{ ok: 20 }, { err: "bad 3" }, { ok: 40 }]);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
