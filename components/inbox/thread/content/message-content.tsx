import { createElement } from "react";
import { ClipboardCheckIcon, MegaphoneIcon, MousePointerClickIcon, CircleHelpIcon } from "lucide-react";
import type { Message } from "@/lib/client/types";
import { channelUi } from "@/components/channels/lookup";
import { ProductListMessage, ProductMessage, OrderMessage } from "./commerce";
import { ContactsMessage } from "./contacts";
import { ButtonsMessage, CatalogMessage, CtaUrlMessage, ListMessage, LocationRequestMessage } from "./interactive";
import { LocationMessage } from "./location";
import { MediaMessage } from "./media";
import { obj, str } from "./read";
import { RichText } from "./rich-text";
import { TemplateMessage } from "./template";

function Note({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium opacity-80 [&_svg]:size-3.5">
      {icon}
      {children}
    </p>
  );
}

/** The body of one message, drawn by its type the way the customer's phone draws it. */
export function MessageContent({ message: m }: { message: Message }) {
  const c = m.content;
  // Channels share type names (text, image…) but not always content shapes: a channel's own
  // renderer for the type comes first, the shared ones below draw the rest.
  const own = channelUi(m.channel).renderers?.[m.type];
  if (own) return createElement(own, { message: m });
  switch (m.type) {
    case "text":
      return <RichText text={str(c.body) ?? m.text ?? ""} />;
    case "template":
      return <TemplateMessage content={c} name={m.templateName} language={m.templateLanguage} text={m.text} />;
    case "interactive_buttons":
      return <ButtonsMessage content={c} />;
    case "interactive_list":
      return <ListMessage content={c} />;
    case "cta_url":
      return <CtaUrlMessage content={c} />;
    case "location_request":
      return <LocationRequestMessage content={c} />;
    case "catalog":
      return <CatalogMessage content={c} />;
    case "product":
      return <ProductMessage content={c} />;
    case "product_list":
      return <ProductListMessage content={c} />;
    case "image":
    case "video":
    case "audio":
    case "voice":
    case "document":
    case "sticker":
      return <MediaMessage type={m.type} content={c} />;
    case "location":
      return <LocationMessage content={c} />;
    case "contacts":
      return <ContactsMessage content={c} />;
    case "order":
      return <OrderMessage content={c} />;
    case "button_reply":
    case "list_reply":
    case "button":
      return (
        <div className="grid gap-1">
          <Note icon={<MousePointerClickIcon aria-hidden="true" />}>{m.type === "list_reply" ? "Chose from the list" : "Tapped a button"}</Note>
          <p className="font-medium">{m.text ?? str(obj(c.reply).title) ?? str(obj(c.button).text)}</p>
          {str(obj(c.reply).description) && <p className="text-muted-foreground text-xs">{str(obj(c.reply).description)}</p>}
        </div>
      );
    case "flow_reply":
      return <FlowReply message={m} />;
    case "referral":
      return <Note icon={<MegaphoneIcon aria-hidden="true" />}>{m.text ?? "Started a chat from an ad"}</Note>;
    default:
      return (
        <div className="grid gap-1">
          <Note icon={<CircleHelpIcon aria-hidden="true" />}>This message type can’t be shown here</Note>
          {(m.text ?? str(c.text)) && <p className="text-sm">{m.text ?? str(c.text)}</p>}
        </div>
      );
  }
}

function FlowReply({ message: m }: { message: Message }) {
  const flow = obj(m.content.flow);
  const response = obj(flow.response);
  const entries = Object.entries(response).filter(([k]) => k !== "flow_token");
  return (
    <div className="grid gap-1">
      <Note icon={<ClipboardCheckIcon aria-hidden="true" />}>{m.text ?? "Form submitted"}</Note>
      {entries.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {entries.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{typeof v === "string" ? v : JSON.stringify(v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
