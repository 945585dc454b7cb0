/**
 * The soak's webhook arithmetic (issue 38), kept apart so a test can show it fails. What a
 * webhook must receive is counted from what survives: its delivery rows (one per matching
 * event, never pruned while the soak runs) plus the matching events still waiting in the
 * outbox (the dispatcher deletes an event as it makes its deliveries, so dispatched events are
 * gone and cannot be counted).
 */
export interface WebhookLedger {
  /** Every delivery row of the webhook: id and status. */
  deliveries: { id: string; status: string }[];
  /** Matching events not yet dispatched: each will become one delivery. */
  undispatched: number;
}

/** What the receiver saw: per delivery id, the HTTP statuses it answered. */
export type ReceivedDeliveries = ReadonlyMap<string, { statuses: readonly number[] }>;

export interface WebhookVerdict {
  expected: number;
  received: number;
  /** Delivery rows the receiver never answered 2xx for, by their status in the database. */
  missing: { total: number; byStatus: Record<string, number>; examples: string[] };
  /** Deliveries the receiver accepted (2xx) more than once. */
  duplicates: number;
  /** Ids the receiver saw that no delivery row has. */
  unknown: number;
  ok: boolean;
}

const accepted = (statuses: readonly number[]) => statuses.filter((s) => s >= 200 && s < 300).length;

export function webhookVerdict(ledger: WebhookLedger, seen: ReceivedDeliveries): WebhookVerdict {
  const ids = new Set(ledger.deliveries.map((d) => d.id));
  const missingRows = ledger.deliveries.filter((d) => !accepted(seen.get(d.id)?.statuses ?? []));
  const byStatus: Record<string, number> = {};
  for (const d of missingRows) byStatus[d.status] = (byStatus[d.status] ?? 0) + 1;
  const duplicates = [...seen.values()].filter((d) => accepted(d.statuses) > 1).length;
  const unknown = [...seen.keys()].filter((id) => !ids.has(id)).length;
  const expected = ledger.deliveries.length + ledger.undispatched;
  const received = ledger.deliveries.length - missingRows.length;
  const missing = { total: missingRows.length + ledger.undispatched, byStatus: ledger.undispatched ? { ...byStatus, UNDISPATCHED: ledger.undispatched } : byStatus, examples: missingRows.slice(0, 5).map((d) => d.id) };
  return { expected, received, missing, duplicates, unknown, ok: expected > 0 && missing.total === 0 && duplicates === 0 && unknown === 0 };
}
