import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companies, type Company } from "@/db/schema";

export const DEFAULT_STOP_KEYWORDS = ["STOP", "UNSUBSCRIBE", "إيقاف", "الغاء الاشتراك", "إلغاء الاشتراك"];
export const DEFAULT_START_KEYWORDS = ["START", "SUBSCRIBE", "ابدأ", "اشتراك"];
export const DEFAULT_OPT_OUT_REPLY = "You will no longer receive marketing messages from {company}. Reply START to subscribe again.";
export const DEFAULT_OPT_IN_REPLY = "You are subscribed to marketing messages from {company} again. Reply STOP to unsubscribe.";

export interface ConsentSettings {
  companyName: string;
  stopKeywords: string[];
  startKeywords: string[];
  optOutReply: string;
  optInReply: string;
}

type SettingsColumns = Pick<Company, "name" | "stopKeywords" | "startKeywords" | "optOutReply" | "optInReply">;

/** The company's keywords and replies, the defaults where it set none (null). */
export function consentSettingsOf(c: SettingsColumns): ConsentSettings {
  return {
    companyName: c.name,
    stopKeywords: c.stopKeywords ?? DEFAULT_STOP_KEYWORDS,
    startKeywords: c.startKeywords ?? DEFAULT_START_KEYWORDS,
    optOutReply: c.optOutReply ?? DEFAULT_OPT_OUT_REPLY,
    optInReply: c.optInReply ?? DEFAULT_OPT_IN_REPLY,
  };
}

// The inbound path asks for these on batches with short texts; they change rarely, so a short
// per-process cache spares it a read. A change made through this process is seen at once
// (forgetConsentSettings); another process sees it within CACHE_MS.
const cache = new Map<string, { settings: ConsentSettings; at: number }>();
const CACHE_MS = 10_000;

const settingsColumns = { name: companies.name, stopKeywords: companies.stopKeywords, startKeywords: companies.startKeywords, optOutReply: companies.optOutReply, optInReply: companies.optInReply };

/** The settings as the caller's transaction sees them (no cache). */
export async function readConsentSettings(ctx: Pick<Ctx, "companyId" | "tx">): Promise<ConsentSettings> {
  const [row] = await dbOf(ctx).select(settingsColumns).from(companies).where(eq(companies.id, ctx.companyId));
  if (!row) throw AppError.notFound("Company");
  return consentSettingsOf(row);
}

/** The settings for the inbound path, from the per-process cache. */
export async function companyConsentSettings(companyId: string): Promise<ConsentSettings | null> {
  const hit = cache.get(companyId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.settings;
  const [row] = await getDb().select(settingsColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) return null;
  const settings = consentSettingsOf(row);
  if (cache.size >= 10_000) cache.delete(cache.keys().next().value!);
  cache.set(companyId, { settings, at: Date.now() });
  return settings;
}

export function forgetConsentSettings(companyId: string) {
  cache.delete(companyId);
}
