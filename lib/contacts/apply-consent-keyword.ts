import "server-only";
import { readConsentSettings, type ConsentSettings } from "@/lib/company/consent-settings";
import type { Ctx } from "@/lib/domain/context";
import { withTx } from "@/lib/domain/context";
import { matchConsentKeyword } from "./consent-keywords";
import { getContactOrThrow } from "./get-contact";
import { updateContact } from "./update-contact";

/**
 * A customer's message that is exactly a stop or start keyword: the contact's marketing
 * consent follows it (source KEYWORD, the keyword in the timeline entry), and the answer is
 * the confirmation to send back. Null when the text is no keyword. A keyword that matches the
 * current consent changes nothing but is still confirmed: the customer asked and expects an answer.
 */
export async function applyConsentKeyword({ ctx, input }: { ctx: Ctx; input: { contactId: string; text: string | null; settings?: ConsentSettings } }) {
  return withTx(ctx, async (tctx) => {
    const settings = input.settings ?? (await readConsentSettings(tctx));
    const match = matchConsentKeyword(input.text, settings);
    if (!match) return null;
    const before = await getContactOrThrow({ ctx: tctx, id: input.contactId });
    const contact = await updateContact({
      ctx: tctx,
      id: input.contactId,
      input: { marketingConsent: match.consent, consentSource: "KEYWORD", consentData: { keyword: match.keyword } },
    });
    const template = match.consent === "OPTED_OUT" ? settings.optOutReply : settings.optInReply;
    return { ...match, changed: before.marketingConsent !== match.consent, contact, reply: template.replaceAll("{company}", settings.companyName) };
  });
}
