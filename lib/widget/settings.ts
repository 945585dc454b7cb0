import "server-only";
import { eq } from "drizzle-orm";
import { companies, widgetSettings, type WidgetSettingsRow } from "@/db/schema";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { widgetAvailability } from "@/lib/business-hours/widget-availability";
import { WIDGET_FILE_LIMITS, type WidgetSettings, type WidgetSettingsInput } from "./schemas";

/** A company that never saved its widget gets these: off, no origins. */
const DEFAULTS = { enabled: false, displayName: null, primaryColor: "#2563eb", textColor: "#ffffff", greeting: "Hi there! How can we help you today?", preChatForm: "off", position: "right", allowedOrigins: [] as string[] };

export type EffectiveSettings = Omit<WidgetSettings, "updatedAt"> & { updatedAt: Date | null };

function present(companyId: string, companyName: string, row: WidgetSettingsRow | undefined): EffectiveSettings {
  const s = row ?? { ...DEFAULTS, updatedAt: null };
  return {
    companyId,
    companyName,
    enabled: s.enabled,
    displayName: s.displayName,
    primaryColor: s.primaryColor,
    textColor: s.textColor,
    greeting: s.greeting,
    preChatForm: s.preChatForm as WidgetSettings["preChatForm"],
    position: s.position as WidgetSettings["position"],
    allowedOrigins: s.allowedOrigins,
    updatedAt: s.updatedAt,
  };
}

/** The company's widget settings (the defaults until saved); null for an unknown company. */
export async function findWidgetSettings({ ctx }: { ctx: Pick<Ctx, "companyId" | "tx"> }): Promise<EffectiveSettings | null> {
  const [row] = await dbOf(ctx)
    .select({ name: companies.name, s: widgetSettings })
    .from(companies)
    .leftJoin(widgetSettings, inCompany(widgetSettings, ctx))
    .where(eq(companies.id, ctx.companyId));
  return row ? present(ctx.companyId, row.name, row.s ?? undefined) : null;
}

const toJson = (s: EffectiveSettings): WidgetSettings => ({ ...s, updatedAt: s.updatedAt?.toISOString() ?? null });

export async function getWidgetSettings({ ctx }: { ctx: Ctx }): Promise<WidgetSettings> {
  const s = await findWidgetSettings({ ctx });
  if (!s) throw AppError.notFound("Company");
  return toJson(s);
}

/** PUT: the fields given change, the others keep their value (the defaults on first save). */
export async function updateWidgetSettings({ ctx, input }: { ctx: Ctx; input: WidgetSettingsInput }): Promise<WidgetSettings> {
  return withTx(ctx, async (tctx) => {
    const current = await findWidgetSettings({ ctx: tctx });
    if (!current) throw AppError.notFound("Company");
    const next = { ...current, ...input };
    const values = {
      companyId: ctx.companyId,
      enabled: next.enabled,
      displayName: next.displayName,
      primaryColor: next.primaryColor,
      textColor: next.textColor,
      greeting: next.greeting,
      preChatForm: next.preChatForm,
      position: next.position,
      allowedOrigins: next.allowedOrigins,
      updatedAt: new Date(),
    };
    const [saved] = await tctx.tx
      .insert(widgetSettings)
      .values(values)
      .onConflictDoUpdate({ target: widgetSettings.companyId, set: values, setWhere: inCompany(widgetSettings, tctx) })
      .returning();
    return toJson(present(ctx.companyId, current.companyName, saved));
  });
}

/** GET …/config: what the embedded panel needs, nothing more (no origins, no ids). */
export async function widgetConfig(s: EffectiveSettings) {
  return {
    name: s.displayName ?? s.companyName,
    primaryColor: s.primaryColor,
    textColor: s.textColor,
    greeting: s.greeting,
    preChatForm: s.preChatForm,
    position: s.position,
    files: { maxBytes: WIDGET_FILE_LIMITS.maxBytes, mimeTypes: [...WIDGET_FILE_LIMITS.mimeTypes] },
    availability: await widgetAvailability({ companyId: s.companyId }),
  };
}

/**
 * The website chat as GET /api/v1/me/channels reports a channel: on (connected) or off (not
 * connected), named by its display name, with its allowed origins as identity.
 */
export async function widgetChannelStatus({ ctx }: { ctx: Ctx }) {
  const s = await findWidgetSettings({ ctx });
  return {
    status: s?.enabled ? ("connected" as const) : ("not_connected" as const),
    displayName: s ? (s.displayName ?? s.companyName) : null,
    origins: s?.allowedOrigins ?? [],
    updatedAt: s?.updatedAt?.toISOString() ?? null,
  };
}
