"use client";

import { ShieldCheckIcon } from "lucide-react";
import { useState } from "react";
import { AUTH_DISCLAIMER, authBody, authExpiry } from "@/lib/client/template-preview";
import type { CarouselCard, TemplateButton } from "@/lib/templates/schemas";
import { cn } from "@/lib/utils";
import { FormattedText } from "./formatted-text";
import { MediaHeader, OfferBanner, PreviewButtons, type PreviewMedia } from "./preview-parts";

export type { PreviewMedia } from "./preview-parts";

/** What the preview reads: a create input, a stored template, or a half-typed draft of either. */
export interface PreviewTemplate {
  category?: string | null;
  templateType?: string | null;
  headerType?: string | null;
  headerText?: string | null;
  headerExample?: string | null;
  bodyText?: string | null;
  bodyExamples?: readonly string[] | null;
  footerText?: string | null;
  buttons?: readonly TemplateButton[] | null;
  carouselCards?: readonly CarouselCard[] | null;
  ltoText?: string | null;
  ltoExpiration?: string | null;
  ltoCouponCode?: string | null;
  authSecurityDisclaimer?: boolean | null;
  authExpirationMinutes?: number | null;
}

type Props = {
  template: PreviewTemplate;
  /** Overrides of the body samples (an agent's own values in the inbox). */
  bodySamples?: readonly (string | null | undefined)[];
  headerMedia?: PreviewMedia | null;
  cardMedia?: readonly (PreviewMedia | null | undefined)[];
  businessName?: string;
  /** Without the phone's top bar, for narrow places such as a dialog. */
  bare?: boolean;
  className?: string;
};

/**
 * A template drawn as the customer's phone shows it: the business's chat, one incoming bubble
 * with header, body (samples in place of {{n}}), footer and buttons, a carousel's cards side by
 * side, an offer's banner, or the platform's fixed authentication wording. Used by the builder
 * (live, on every keystroke), the template's page and the inbox's template picker.
 */
export function TemplatePreview({ template: t, bodySamples, headerMedia, cardMedia, businessName = "Your business", bare, className }: Props) {
  // For the offer's countdown; the bubble's time is decoration and fixed, so server and browser render alike.
  const [now] = useState(() => Date.now());
  const time = "9:41 AM";
  const auth = t.category === "AUTHENTICATION";
  const type = auth ? "STANDARD" : (t.templateType ?? "STANDARD");

  return (
    <figure
      aria-label="Message preview"
      data-testid="template-preview"
      className={cn("bg-wa-chat text-wa-text overflow-hidden rounded-2xl border shadow-sm", !bare && "ring-foreground/5 ring-8", className)}
    >
      {!bare && (
        <div className="bg-wa-bar flex items-center gap-2.5 px-3 py-2.5" aria-hidden="true">
          <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-full text-sm font-semibold">
            {businessName.trim().charAt(0).toUpperCase() || "B"}
          </span>
          <span className="grid leading-tight">
            <span className="flex items-center gap-1 text-sm font-medium">
              {businessName}
              <ShieldCheckIcon className="size-3.5 text-emerald-600 dark:text-emerald-400" />
            </span>
            <span className="text-wa-muted text-[11px]">Business account</span>
          </span>
        </div>
      )}
      <div className="grid gap-2 p-3 pb-4 text-sm">
        {auth ? (
          <AuthBubble t={t} time={time} />
        ) : (
          <Bubble time={time} footer={type === "CAROUSEL" ? null : t.footerText} buttons={type === "CAROUSEL" ? [] : (t.buttons ?? [])}>
            {type !== "CAROUSEL" && <Header t={t} media={headerMedia} />}
            {type === "LIMITED_TIME_OFFER" && <OfferBanner text={t.ltoText} expiration={t.ltoExpiration} code={t.ltoCouponCode} now={now} />}
            <Body text={t.bodyText} samples={bodySamples ?? t.bodyExamples ?? []} />
          </Bubble>
        )}
        {!auth && type === "CAROUSEL" && <Cards cards={t.carouselCards ?? []} media={cardMedia ?? []} />}
      </div>
    </figure>
  );
}

function Bubble({ children, footer, buttons, time }: { children: React.ReactNode; footer?: string | null; buttons: readonly TemplateButton[]; time: string }) {
  return (
    <div className="bg-wa-bubble relative mr-6 max-w-[19rem] rounded-lg rounded-tl-none shadow-sm" data-testid="preview-bubble">
      <div className="grid gap-1.5 p-1.5 pb-0">
        {children}
        {footer?.trim() && (
          <p className="text-wa-muted px-1 text-xs" data-testid="preview-footer">
            {footer}
          </p>
        )}
      </div>
      <p className="text-wa-muted flex justify-end px-2 pt-0.5 pb-1 text-[10px]">{time}</p>
      <PreviewButtons buttons={buttons} />
    </div>
  );
}

function Header({ t, media }: { t: PreviewTemplate; media?: PreviewMedia | null }) {
  const type = t.headerType ?? "NONE";
  if (type === "NONE") return null;
  if (type === "TEXT") {
    if (!t.headerText?.trim()) return null;
    return <FormattedText text={t.headerText} samples={[t.headerExample]} className="px-1 pt-0.5 text-[15px] font-semibold" data-testid="preview-header" />;
  }
  return <MediaHeader kind={type} media={media} />;
}

function Body({ text, samples }: { text?: string | null; samples: readonly (string | null | undefined)[] }) {
  if (!text?.trim()) return <p className="text-wa-muted px-1 italic">Your message text appears here.</p>;
  return <FormattedText text={text} samples={samples} className="px-1 text-[14px] leading-snug" data-testid="preview-body" />;
}

function AuthBubble({ t, time }: { t: PreviewTemplate; time: string }) {
  const expiry = authExpiry(t.authExpirationMinutes);
  const otp = (t.buttons ?? []).find((b) => b.type === "OTP") ?? { type: "OTP" as const, text: "Copy code", otpType: "COPY_CODE" as const };
  return (
    <Bubble time={time} footer={expiry} buttons={[otp]}>
      <p className="px-1 text-[14px] leading-snug" data-testid="preview-body">
        <span className="font-semibold">{authBody()}</span>
        {t.authSecurityDisclaimer !== false && ` ${AUTH_DISCLAIMER}`}
      </p>
    </Bubble>
  );
}

function Cards({ cards, media }: { cards: readonly CarouselCard[]; media: readonly (PreviewMedia | null | undefined)[] }) {
  if (!cards.length) return null;
  return (
    <ul className="-mx-3 flex snap-x scroll-px-3 gap-2 overflow-x-auto px-3 pb-1" aria-label="Cards" data-testid="preview-cards">
      {cards.map((card, i) => (
        <li key={i} className="bg-wa-bubble w-52 shrink-0 snap-start overflow-hidden rounded-lg shadow-sm" data-testid="preview-card">
          <div className="grid gap-1.5 p-1.5">
            <MediaHeader kind={card.headerFormat ?? "IMAGE"} media={media[i]} />
            {card.bodyText?.trim() ? (
              <FormattedText text={card.bodyText} samples={card.bodyExamples} className="px-1 text-[13px] leading-snug" />
            ) : (
              <p className="text-wa-muted px-1 text-[13px] italic">Card {i + 1} text</p>
            )}
          </div>
          <PreviewButtons buttons={card.buttons ?? []} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}
