import type { AudienceRow } from "@/lib/client/campaign-wizard";
import type { ImportAudienceResult } from "@/lib/client/types";

/** A contact picked by hand: enough to show it as a chip and in the review. */
export type PickedContact = { id: string; name: string; phone: string | null };

/** An uploaded list, kept by the wizard so it survives going back and forth between steps. */
export type CsvState = {
  fileName: string | null;
  rows: AudienceRow[];
  result: ImportAudienceResult | null;
  countryCode?: string;
  createMissing?: boolean;
};
