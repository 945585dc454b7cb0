import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { OTP_CHANNEL_CHOICES, OTP_STATUSES } from "../enums";
import { channelEnum } from "./channels";
import { createdAt, id, optionalTime, updatedAt } from "./columns";
import { companies } from "./tenancy";

export const otpStatusEnum = pgEnum("otp_status", OTP_STATUSES);
export const otpChannelChoiceEnum = pgEnum("otp_channel_choice", OTP_CHANNEL_CHOICES);

/**
 * One code sent to a phone. Only an HMAC of the code is kept (keyed by a server secret and the
 * row's id), never the code. A code is usable while PENDING, before `expiresAt` and under
 * `maxAttempts` wrong tries; a newer successful send to the phone makes it SUPERSEDED. The rows
 * of the last hour are also the per-phone send counter (cooldown and hourly cap).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Digits, as contacts keep phones. */
    phone: text().notNull(),
    channel: channelEnum().notNull(),
    codeHash: text().notNull(),
    status: otpStatusEnum().notNull().default("SENDING"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    expiresAt: optionalTime().notNull(),
    /** The message that carried it (the thread shows it with the code masked). */
    messageId: text(),
    verifiedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_company_phone_idx").on(t.companyId, t.phone, t.createdAt)],
);

/** A company's one-time-code settings; no row means the defaults (lib/otp/settings.ts). */
export const otpSettings = pgTable("otp_settings", {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  codeLength: integer().notNull(),
  expiryMinutes: integer().notNull(),
  maxAttempts: integer().notNull(),
  resendCooldownSeconds: integer().notNull(),
  maxSendsPerHour: integer().notNull(),
  defaultChannel: otpChannelChoiceEnum().notNull(),
  templateName: text(),
  templateLanguage: text(),
  updatedAt: updatedAt(),
});

export type OtpCode = typeof otpCodes.$inferSelect;
export type OtpSettingsRow = typeof otpSettings.$inferSelect;
