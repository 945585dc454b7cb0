import { BUTTON_TYPES, type ButtonType } from "./enums";
import { lintButtons } from "./lint-buttons";
import { checkHandle, filled, type LintCtx } from "./lint-context";
import { lintExamples, lintText } from "./lint-text";

const STANDARD_BUTTONS = BUTTON_TYPES.filter((t) => t !== "OTP");
const CARD_BUTTONS: ButtonType[] = ["QUICK_REPLY", "URL", "PHONE_NUMBER"];
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The rules that depend on the category and the template type. */
export function lintByType(c: LintCtx) {
  const { category, templateType } = c.d;
  if (category === "AUTHENTICATION") lintAuthentication(c);
  else if (c.d.authExpirationMinutes != null) c.add("authExpirationMinutes", "is only used by AUTHENTICATION templates");
  if (templateType === "CAROUSEL") lintCarousel(c);
  else if (c.d.carouselCards?.length) c.add("carouselCards", "are only used by CAROUSEL templates");
  if (templateType === "LIMITED_TIME_OFFER") lintOffer(c);
  else for (const f of ["ltoText", "ltoExpiration", "ltoCouponCode"] as const) if (filled(c.d[f])) c.add(f, "is only used by LIMITED_TIME_OFFER templates");
  if (templateType === "STANDARD" && category && category !== "AUTHENTICATION") {
    lintButtons(c, "buttons", c.d.buttons ?? [], { allowed: STANDARD_BUTTONS, why: `in a ${category} template`, max: 10 });
  }
}

function marketingOnly(c: LintCtx, type: string) {
  if (c.d.category && c.d.category !== "MARKETING") c.add("category", `must be MARKETING for a ${type} template`);
}

function lintAuthentication(c: LintCtx) {
  if (c.d.templateType && c.d.templateType !== "STANDARD") c.add("templateType", "must be STANDARD for an AUTHENTICATION template");
  if (c.d.headerType && c.d.headerType !== "NONE") c.add("headerType", "must be NONE: AUTHENTICATION templates have no header");
  if (filled(c.d.footerText)) c.add("footerText", "is not allowed in AUTHENTICATION templates: the platform writes the footer from authExpirationMinutes");
  const buttons = c.d.buttons ?? [];
  if (!buttons.some((b) => b.type === "OTP")) c.add("buttons", "needs one OTP button (otpType COPY_CODE or ONE_TAP)");
  lintButtons(c, "buttons", buttons, { allowed: ["OTP"], why: "in an AUTHENTICATION template", max: 1 });
  const minutes = c.d.authExpirationMinutes;
  if (minutes != null && (!Number.isInteger(minutes) || minutes < 1 || minutes > 90)) c.add("authExpirationMinutes", "must be a whole number of minutes from 1 to 90");
}

function lintCarousel(c: LintCtx) {
  marketingOnly(c, "CAROUSEL");
  if (c.d.headerType && c.d.headerType !== "NONE") c.add("headerType", "must be NONE for CAROUSEL: each card has its own media header");
  if (filled(c.d.footerText)) c.add("footerText", "is not allowed in CAROUSEL templates");
  if (c.d.buttons?.length) c.add("buttons", "must be empty for CAROUSEL: buttons go on the cards");
  const cards = c.d.carouselCards;
  if (!cards) return;
  if (cards.length < 2 || cards.length > 10) c.add("carouselCards", `must hold 2 to 10 cards (has ${cards.length})`);
  const first = cards[0];
  const shape = (types: { type: string }[]) => types.map((b) => b.type).join(", ");
  cards.forEach((card, i) => {
    const at = `carouselCards.${i}`;
    if (!card.headerFormat) c.add(`${at}.headerFormat`, "is required: IMAGE or VIDEO");
    else if (i > 0 && first.headerFormat && card.headerFormat !== first.headerFormat) c.add(`${at}.headerFormat`, `must be the same on every card (card 0 is ${first.headerFormat})`);
    checkHandle(c, `${at}.headerMediaHandle`, card.headerMediaHandle, `card ${i} header`);
    if (!filled(card.bodyText)) c.add(`${at}.bodyText`, "is required");
    else lintExamples(c, `${at}.bodyExamples`, card.bodyExamples, lintText(c, `${at}.bodyText`, card.bodyText, { max: 160, variables: "many" }), `${at}.bodyText`);
    if (!card.buttons.length) c.add(`${at}.buttons`, "needs at least one button");
    lintButtons(c, `${at}.buttons`, card.buttons, { allowed: CARD_BUTTONS, why: "on a carousel card", max: 2 });
    if (i > 0 && shape(card.buttons) !== shape(first.buttons)) {
      c.add(`${at}.buttons`, `must have the same number and types of buttons as card 0 (${shape(first.buttons) || "none"})`);
    }
  });
}

function lintOffer(c: LintCtx) {
  marketingOnly(c, "LIMITED_TIME_OFFER");
  if (c.d.headerType && !["NONE", "IMAGE", "VIDEO"].includes(c.d.headerType)) c.add("headerType", "must be NONE, IMAGE or VIDEO for a LIMITED_TIME_OFFER template");
  if (filled(c.d.footerText)) c.add("footerText", "is not allowed in LIMITED_TIME_OFFER templates");
  if (!filled(c.d.ltoText)) c.add("ltoText", "is required: the offer headline");
  else lintText(c, "ltoText", c.d.ltoText, { max: 16, variables: "none" });
  const ends = c.d.ltoExpiration;
  if (!filled(ends)) c.add("ltoExpiration", "is required: when the offer ends");
  else if (!ISO_DATE_TIME.test(ends) || Number.isNaN(Date.parse(ends))) c.add("ltoExpiration", "must be an ISO 8601 date-time with a time zone, e.g. 2026-12-31T23:59:00Z");
  else if (Date.parse(ends) <= c.now.getTime()) c.add("ltoExpiration", "must be in the future");
  const coupon = c.d.ltoCouponCode;
  if (filled(coupon) && !/^[A-Za-z0-9]{1,15}$/.test(coupon)) c.add("ltoCouponCode", "must be 1 to 15 letters and digits");
  const buttons = c.d.buttons ?? [];
  if (!buttons.some((b) => b.type === "URL")) c.add("buttons", "needs a URL button: a LIMITED_TIME_OFFER template links to the offer");
  lintButtons(c, "buttons", buttons, { allowed: ["COPY_CODE", "URL"], why: "in a LIMITED_TIME_OFFER template", max: 3, fallbackCoupon: coupon });
}
