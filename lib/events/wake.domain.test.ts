import pg from "pg";
import { describe, expect, it } from "vitest";
import { afterCommit, getDb } from "@/db/client";
import { rolledBack } from "@/lib/testing/rolled-back";
import { emitEvent, OUTBOX_CHANNEL, wakeDispatcher } from "./emit";
import { sampleContactPayload } from "./payloads/samples";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function listenToOutbox() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const heard: string[] = [];
  client.on("notification", (n) => heard.push(n.channel));
  await client.query(`listen ${OUTBOX_CHANNEL}`);
  return { heard, stop: () => client.end() };
}

describe("after-commit work and the outbox wake-up", () => {
  it("runs once the outermost transaction has committed, never after a rollback", async () => {
    const order: string[] = [];
    await getDb().transaction(async (tx) => {
      await tx.transaction(async (savepoint) => afterCommit(savepoint, () => order.push("hook")));
      order.push("body done");
    });
    order.push("returned");
    expect(order).toEqual(["body done", "hook", "returned"]);

    const rolled: string[] = [];
    await getDb()
      .transaction(async (tx) => {
        afterCommit(tx, () => rolled.push("hook"));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(rolled).toEqual([]);

    const outside: string[] = [];
    afterCommit(getDb(), () => outside.push("at once"));
    expect(outside).toEqual(["at once"]);
  });

  it("wakes the dispatchers from outside the writer's transaction, not for a rolled-back one", async () => {
    const listener = await listenToOutbox();
    try {
      await rolledBack(async (ctx) => {
        await emitEvent(ctx.tx, { companyId: ctx.companyId, event: "contact.created", payload: sampleContactPayload() });
      });
      await sleep(300);
      expect(listener.heard).toEqual([]);
      await wakeDispatcher(getDb());
      for (let i = 0; i < 50 && !listener.heard.length; i++) await sleep(50);
      expect(listener.heard).toEqual([OUTBOX_CHANNEL]);
    } finally {
      await listener.stop();
    }
  });
});
