import type { ButtonType } from "./enums";
import { E164, filled, type LintCtx } from "./lint-context";
import type { TemplateButton } from "./schemas";
import { scanVariables } from "./variables";

const COUPON = /^[A-Za-z0-9]{1,15}$/;

interface ButtonRules {
  /** Types allowed here, with the reason shown when another is used. */
  allowed: readonly ButtonType[];
  why: string;
  max: number;
  /** LIMITED_TIME_OFFER: the copy-code button may take its code from ltoCouponCode. */
  fallbackCoupon?: string | null;
}

const LIMITS: Partial<Record<ButtonType, number>> = { URL: 2, PHONE_NUMBER: 1, COPY_CODE: 1, FLOW: 1, OTP: 1 };

/** The rules of a button list: counts, grouping, and each button's own fields. */
export function lintButtons(c: LintCtx, path: string, buttons: TemplateButton[], rules: ButtonRules) {
  if (buttons.length > rules.max) c.add(path, `at most ${rules.max} button${rules.max === 1 ? "" : "s"} (has ${buttons.length})`);
  for (const [type, limit] of Object.entries(LIMITS)) {
    const n = buttons.filter((b) => b.type === type).length;
    if (n > limit) c.add(path, `at most ${limit} ${type} button${limit === 1 ? "" : "s"} (has ${n})`);
  }
  // The platform shows quick replies as one group; mixing them between other buttons is refused.
  const quick = buttons.flatMap((b, i) => (b.type === "QUICK_REPLY" ? [i] : []));
  if (quick.length && quick[quick.length - 1] - quick[0] + 1 !== quick.length) c.add(path, "quick replies must be grouped together, not split by other buttons");
  buttons.forEach((b, i) => lintButton(c, `${path}.${i}`, b, rules));
}

function lintButton(c: LintCtx, path: string, b: TemplateButton, rules: ButtonRules) {
  if (!rules.allowed.includes(b.type)) c.add(`${path}.type`, `${b.type} buttons are not allowed ${rules.why} (allowed: ${rules.allowed.join(", ")})`);
  if (!filled(b.text)) c.add(`${path}.text`, "is required");
  else {
    if ([...b.text].length > 25) c.add(`${path}.text`, `must be at most 25 characters (has ${[...b.text].length})`);
    if (/\{\{|\}\}/.test(b.text)) c.add(`${path}.text`, "cannot hold variables");
    if (/\n/.test(b.text)) c.add(`${path}.text`, "cannot hold line breaks");
  }
  switch (b.type) {
    case "URL":
      return lintUrlButton(c, path, b);
    case "PHONE_NUMBER":
      if (!filled(b.phoneNumber)) c.add(`${path}.phoneNumber`, "is required for a PHONE_NUMBER button");
      else if (!E164.test(b.phoneNumber)) c.add(`${path}.phoneNumber`, "must be an E.164 number: + then 7 to 15 digits, e.g. +15550102030");
      return;
    case "COPY_CODE": {
      const code = filled(b.couponCode) ? b.couponCode : rules.fallbackCoupon;
      if (!filled(code)) c.add(`${path}.couponCode`, "is required for a COPY_CODE button (the sample code)");
      else if (!COUPON.test(code)) c.add(filled(b.couponCode) ? `${path}.couponCode` : "ltoCouponCode", "must be 1 to 15 letters and digits");
      return;
    }
    case "OTP":
      return lintOtpButton(c, path, b);
    case "FLOW":
      if (!filled(b.flowId)) c.add(`${path}.flowId`, "is required for a FLOW button");
      else if (!/^\d{1,30}$/.test(b.flowId)) c.add(`${path}.flowId`, "must be the platform's numeric flow id");
      return;
  }
}

function lintUrlButton(c: LintCtx, path: string, b: TemplateButton) {
  if (!filled(b.url)) return c.add(`${path}.url`, "is required for a URL button");
  const scan = scanVariables(b.url);
  const dynamic = b.url.endsWith("{{1}}");
  if (scan.malformed.length || scan.stray || scan.numbers.length > 1 || (scan.numbers.length === 1 && !dynamic)) {
    c.add(`${path}.url`, "may only end in {{1}} (a dynamic suffix); no other variables");
  }
  if (b.url.length > 2000) c.add(`${path}.url`, "must be at most 2,000 characters");
  if (!isHttpUrl(b.url.replace(/\{\{1\}\}$/, "x"))) c.add(`${path}.url`, "must be an http(s) URL");
  if (!dynamic) return;
  if (!filled(b.urlExample)) c.add(`${path}.urlExample`, "is required when url ends in {{1}}: a sample full URL");
  else if (!isHttpUrl(b.urlExample) || !b.urlExample.startsWith(b.url.slice(0, -5)) || b.urlExample.length === b.url.length - 5) {
    c.add(`${path}.urlExample`, `must be the url with a sample suffix in place of {{1}}, e.g. ${b.url.slice(0, -5)}abc123`);
  }
}

function lintOtpButton(c: LintCtx, path: string, b: TemplateButton) {
  if (!b.otpType) return c.add(`${path}.otpType`, "is required for an OTP button: COPY_CODE or ONE_TAP");
  if (b.otpType !== "ONE_TAP") return;
  if (filled(b.autofillText) && [...b.autofillText].length > 25) c.add(`${path}.autofillText`, "must be at most 25 characters");
  const apps = b.supportedApps ?? [];
  if (!apps.length) return c.add(`${path}.supportedApps`, "is required for ONE_TAP: the Android package name and signature hash of each app");
  if (apps.length > 5) c.add(`${path}.supportedApps`, "at most 5 apps");
  apps.forEach((a, i) => {
    if (!/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(a.packageName) || a.packageName.length > 224) {
      c.add(`${path}.supportedApps.${i}.packageName`, "must be an Android package name such as com.example.app");
    }
    if (!/^[A-Za-z0-9+/]{11}$/.test(urlDecoded(a.signatureHash))) {
      c.add(`${path}.supportedApps.${i}.signatureHash`, "must be the app's 11-character signature hash");
    }
  });
}

// The platform's examples give the hash URL-encoded ("K8a%2FAINcGX7"); both spellings are the same hash.
function urlDecoded(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname;
  } catch {
    return false;
  }
}
