import type { Tx } from "@/db/client";
import type { OutboxEvent } from "@/db/schema";

/**
 * A consumer of the outbox. It gets every event inside the dispatcher's transaction and
 * records its own durable work there (delivery rows, jobs), so an event is handed over
 * exactly once even if a worker dies. Areas declare theirs in their `jobs.ts`.
 */
export interface EventSubscriber {
  name: string;
  handle(tx: Tx, events: OutboxEvent[]): Promise<void>;
}
