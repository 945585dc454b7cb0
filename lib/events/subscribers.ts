import type { Tx } from "@/db/client";
import type { OutboxEvent } from "@/db/schema";
import { webhookSubscriber } from "@/lib/webhooks/subscriber";

/**
 * Consumers of the outbox. Each gets every event inside the dispatcher's transaction and
 * records its own durable work there (delivery rows, jobs), so an event is handed over
 * exactly once even if a worker dies. Webhooks and workflows add themselves here.
 */
export interface EventSubscriber {
  name: string;
  handle(tx: Tx, events: OutboxEvent[]): Promise<void>;
}

export const EVENT_SUBSCRIBERS: EventSubscriber[] = [webhookSubscriber];
