import { UserRoundIcon } from "lucide-react";
import { arr, obj, str } from "./read";

/** Contact cards (the platform's vCard-like shape): name, phones, emails, organisation. */
export function ContactsMessage({ content }: { content: Record<string, unknown> }) {
  const cards = [...arr(content.contacts), ...(content.contact ? [content.contact] : [])].map(obj);
  return (
    <div className="grid gap-2">
      {cards.map((card, i) => {
        const name = str(obj(card.name).formatted_name) ?? "Contact";
        const org = obj(card.org);
        return (
          <div key={i} className="bg-background/60 flex items-start gap-3 rounded-md border p-2.5" data-testid="contact-card">
            <span className="bg-muted text-muted-foreground flex size-9 shrink-0 items-center justify-center rounded-full">
              <UserRoundIcon className="size-4" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 gap-0.5 text-sm">
              <span className="truncate font-medium">{name}</span>
              {str(org.company) && <span className="text-muted-foreground truncate text-xs">{[str(org.title), str(org.company)].filter(Boolean).join(", ")}</span>}
              {arr(card.phones).map((p, j) => (
                <span key={`p${j}`} className="truncate text-xs tabular-nums">
                  {str(obj(p).phone)}
                  {str(obj(p).type) && <span className="text-muted-foreground"> · {str(obj(p).type)}</span>}
                </span>
              ))}
              {arr(card.emails).map((e, j) => (
                <span key={`e${j}`} className="truncate text-xs">
                  {str(obj(e).email)}
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
