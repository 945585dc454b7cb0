import type { TemplateCategory } from "@/lib/templates/enums";

export type MessageRates = { currency: string } & Record<TemplateCategory, number>;

/**
 * What one template message costs by category when a company has set nothing: roughly the
 * platform's list prices for the rest-of-world market, in USD. Companies set their own
 * (PATCH /api/v1/company messageRates); estimates are only as good as these.
 */
export const DEFAULT_RATES: MessageRates = { currency: "USD", MARKETING: 0.025, UTILITY: 0.004, AUTHENTICATION: 0.0035 };

export function estimateCost(rates: MessageRates | null | undefined, category: TemplateCategory, count: number) {
  const r = rates ?? DEFAULT_RATES;
  const perMessage = r[category] ?? 0;
  return { category, perMessage, total: Math.round(perMessage * count * 10_000) / 10_000, currency: r.currency };
}
