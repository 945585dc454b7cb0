import "server-only";
import { companyConsentSettings } from "@/lib/company/consent-settings";
import { applyConsentKeyword } from "@/lib/contacts/apply-consent-keyword";
import { couldBeKeyword, matchConsentKeyword } from "@/lib/contacts/consent-keywords";
import type { TxCtx } from "@/lib/domain/context";
import type { StoredInbound } from "../types";

/**
 * An SMS that is exactly one of the company's stop or start keywords changes the contact's
 * marketing consent in the transaction that stores it. No confirmation is sent from here: the
 * gateway and the carriers answer STOP and START on SMS themselves (and then refuse sends to
 * the number, 21610), so a second answer would only cost a message.
 */
export async function applySmsStopKeywords(tctx: TxCtx, stored: StoredInbound[]) {
  const texts = stored.filter((s) => s.message.type === "text" && couldBeKeyword(s.message.text));
  if (!texts.length) return;
  const settings = await companyConsentSettings(tctx.companyId);
  if (!settings) return;
  for (const s of texts) {
    if (matchConsentKeyword(s.message.text, settings)) await applyConsentKeyword({ ctx: tctx, input: { contactId: s.contactId, text: s.message.text, settings } });
  }
}
