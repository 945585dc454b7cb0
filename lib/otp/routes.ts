import { defineRoute } from "@/lib/http/contract";
import { otpSettingsSchema, sendOtpInput, sendOtpResult, updateOtpSettingsInput, verifyOtpInput, verifyOtpResult } from "./schemas";

const tag = "One-time codes";

export const sendOtpRoute = defineRoute({
  method: "POST",
  path: "/api/v1/otp/send",
  operationId: "otp.send",
  tag,
  summary: "Send a one-time code to a phone",
  description: [
    "Generates a code (digits; length, expiry and tries from the company's OTP settings) and sends it on chatapp through an APPROVED AUTHENTICATION template with a copy-code or one-tap button, or by SMS.",
    "`channel` left out takes the settings' default; AUTO uses chatapp when it is connected and a usable template exists, else SMS when connected. Nothing usable answers 409 CONFLICT with `details.reason` (`no_otp_channel`, `no_authentication_template`, `template_not_approved`, `template_not_authentication`, `template_without_otp_button`, `template_not_found`, `channel_not_connected`).",
    "A new code replaces the phone's earlier one once it is sent. Limits: the settings' resend cooldown and sends per hour per phone, and RATE_LIMIT_OTP_SENDS_PER_MINUTE (default 20) sends per token or person; over them, 429 TOO_MANY_REQUESTS with `Retry-After` and `details.reason` (`resend_cooldown`, `phone_hourly_limit`, `sender_otp_limit`).",
    "The code is stored only as an HMAC and appears in no answer, log, event or thread (the thread shows it masked). The answer has one shape whether or not the phone is a contact.",
  ].join("\n\n"),
  scope: "otp:send",
  body: sendOtpInput,
  response: sendOtpResult,
});

export const verifyOtpRoute = defineRoute({
  method: "POST",
  path: "/api/v1/otp/verify",
  operationId: "otp.verify",
  tag,
  summary: "Check a one-time code",
  description:
    "200 with `verified: true` once per code. Otherwise 200 with `verified: false` and `reason`: `expired`, `too_many_attempts` (the code is dead after the settings' maxAttempts wrong tries) or `invalid_code` (a wrong code, and also no code for the phone, a used code or one replaced by a newer send: the answer never tells whether a phone is known).",
  scope: "otp:verify",
  body: verifyOtpInput,
  response: verifyOtpResult,
});

export const getOtpSettingsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/otp/settings",
  operationId: "otp.getSettings",
  tag,
  summary: "The company's one-time-code settings",
  description: "The defaults until they are changed: 6 digits, 10 minutes, 5 tries, 30 s between sends to a phone, 5 sends per phone per hour, channel AUTO, the newest approved AUTHENTICATION template.",
  scope: "otp:send",
  response: otpSettingsSchema,
});

export const updateOtpSettingsRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/otp/settings",
  operationId: "otp.updateSettings",
  tag,
  summary: "Change the company's one-time-code settings",
  description: "Company configuration: signed-in owners and admins (company:write), not API tokens. templateName must name a stored AUTHENTICATION template (400 otherwise); its approval is checked at each send.",
  auth: "user",
  scope: "company:write",
  body: updateOtpSettingsInput,
  response: otpSettingsSchema,
});
