"use client";

import { ExternalLinkIcon, ListIcon, MapPinIcon, ReplyIcon, StoreIcon } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { arr, obj, str, type Obj } from "./read";
import { RichText } from "./rich-text";

/** Header, body and footer of an interactive message, as the phone stacks them. */
export function InteractiveFrame({ content }: { content: Obj }) {
  const header = str(content.header);
  const headerImage = str(content.headerImage);
  const body = str(content.body);
  const footer = str(content.footer);
  return (
    <div className="grid gap-1">
      {headerImage && (
        // eslint-disable-next-line @next/next/no-img-element -- a customer-facing URL on any host; next/image would need each host configured
        <img src={headerImage} alt="" className="mb-1 max-h-48 w-full rounded-md object-cover" loading="lazy" />
      )}
      {header && <p className="font-semibold">{header}</p>}
      {body && <RichText text={body} />}
      {footer && <p className="text-muted-foreground text-xs">{footer}</p>}
    </div>
  );
}

/** The tappable rows under a bubble (reply buttons, list button, link button). */
export function ButtonRow({ icon, children, href }: { icon: React.ReactNode; children: React.ReactNode; href?: string }) {
  const className =
    "text-primary flex items-center justify-center gap-1.5 border-t border-current/15 py-2 text-sm font-medium [&_svg]:size-4";
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={`${className} hover:underline`}>
        {icon}
        {children}
      </a>
    );
  return (
    <div className={className}>
      {icon}
      {children}
    </div>
  );
}

export function ButtonsMessage({ content }: { content: Obj }) {
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="-mx-3 -mb-2 mt-2">
        {arr(content.buttons).map((b, i) => (
          <ButtonRow key={i} icon={<ReplyIcon aria-hidden="true" />}>
            {str(obj(b).title) ?? "Button"}
          </ButtonRow>
        ))}
      </div>
    </>
  );
}

export function CtaUrlMessage({ content }: { content: Obj }) {
  const url = str(content.url);
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="-mx-3 -mb-2 mt-2">
        <ButtonRow icon={<ExternalLinkIcon aria-hidden="true" />} href={url && /^https?:\/\//.test(url) ? url : undefined}>
          {str(content.displayText) ?? "Open link"}
        </ButtonRow>
      </div>
    </>
  );
}

/** A list message: the body, and the button that opens the list of rows on the phone. */
export function ListMessage({ content }: { content: Obj }) {
  const sections = arr(content.sections).map(obj);
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="-mx-3 -mb-2 mt-2 border-t border-current/15">
        <Popover>
          <PopoverTrigger className="text-primary focus-visible:ring-ring/50 flex w-full items-center justify-center gap-1.5 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]">
            <ListIcon className="size-4" aria-hidden="true" />
            {str(content.buttonText) ?? "Options"}
          </PopoverTrigger>
          <PopoverContent className="w-72 p-0">
            <p className="border-b px-3 py-2 text-sm font-semibold">{str(content.buttonText) ?? "Options"}</p>
            <div className="max-h-80 overflow-y-auto py-1">
              {sections.map((s, i) => (
                <div key={i} className="px-3 py-1.5">
                  {str(s.title) && <p className="text-muted-foreground mb-1 text-xs font-medium uppercase">{str(s.title)}</p>}
                  <ul className="grid gap-1.5">
                    {arr(s.rows).map((r, j) => (
                      <li key={j} className="text-sm">
                        <p>{str(obj(r).title)}</p>
                        {str(obj(r).description) && <p className="text-muted-foreground text-xs">{str(obj(r).description)}</p>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </PopoverContent>
        </Popover>
      </div>
    </>
  );
}

export function LocationRequestMessage({ content }: { content: Obj }) {
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="-mx-3 -mb-2 mt-2">
        <ButtonRow icon={<MapPinIcon aria-hidden="true" />}>Send location</ButtonRow>
      </div>
    </>
  );
}

export function CatalogMessage({ content }: { content: Obj }) {
  return (
    <>
      <InteractiveFrame content={content} />
      <div className="-mx-3 -mb-2 mt-2">
        <ButtonRow icon={<StoreIcon aria-hidden="true" />}>View catalog</ButtonRow>
      </div>
    </>
  );
}
