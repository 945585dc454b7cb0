"use client";

import { ExternalLinkIcon, HistoryIcon, MailIcon, PhoneIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { LabelBadge, StageBadge, StatusBadge } from "@/components/contacts/contact-badges";
import { NotesCard } from "@/components/contacts/detail/notes-card";
import { TagsCard } from "@/components/contacts/detail/tags-card";
import { formatPhone } from "@/components/contacts/options";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDate, initials } from "@/lib/client/format";
import { useContact } from "@/lib/client/hooks/use-contacts";
import { useCan } from "@/lib/client/hooks/use-me";

/** The right pane: who the customer is, their tags and notes, and the way to their full page. */
export function ContactPanel({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const contact = useContact(contactId);
  const canWrite = useCan("contacts:write");
  const c = contact.data;

  return (
    <aside aria-label="Contact details" className="bg-background flex min-h-0 flex-col border-l">
      <div className="flex items-center justify-between border-b px-4 py-2.5">
        <h2 className="text-sm font-semibold">Contact</h2>
        <Button variant="ghost" size="icon" className="size-8" onClick={onClose} aria-label="Hide contact details">
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto p-4">
        {contact.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the contact: {errorMessage(contact.error)}
          </p>
        ) : !c ? (
          <div className="grid gap-3" aria-label="Loading contact">
            <Skeleton className="mx-auto size-16 rounded-full" />
            <Skeleton className="h-5 w-2/3 justify-self-center" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <>
            <div className="grid justify-items-center gap-2 text-center">
              <Avatar className="size-16">
                {c.avatar && <AvatarImage src={c.avatar} alt="" />}
                <AvatarFallback className="bg-primary/10 text-primary text-lg font-medium">{initials(c.name)}</AvatarFallback>
              </Avatar>
              <p className="font-semibold" data-testid="contact-panel-name">
                {c.name}
              </p>
              <div className="flex flex-wrap justify-center gap-1.5">
                <StatusBadge status={c.status} />
                <StageBadge stage={c.lifecycleStage} />
                {c.label && <LabelBadge label={c.label} />}
              </div>
            </div>
            <ul className="grid gap-2 text-sm">
              {c.phone && (
                <li className="flex items-center gap-2">
                  <PhoneIcon className="text-muted-foreground size-4" aria-label="Phone" />
                  <span className="tabular-nums">{formatPhone(c.phone)}</span>
                </li>
              )}
              {c.email && (
                <li className="flex min-w-0 items-center gap-2">
                  <MailIcon className="text-muted-foreground size-4 shrink-0" aria-label="Email" />
                  <span className="truncate">
                    <a href={`mailto:${c.email}`} className="underline-offset-4 hover:underline">
                      {c.email}
                    </a>
                  </span>
                </li>
              )}
              <li className="text-muted-foreground flex items-center gap-2">
                <HistoryIcon className="size-4" aria-hidden="true" />
                <span>Contact since {formatDate(c.createdAt)}</span>
              </li>
            </ul>
            <Button variant="outline" size="sm" asChild>
              <Link href={`/contacts/${encodeURIComponent(c.id)}`}>
                <ExternalLinkIcon aria-hidden="true" />
                Contact page and timeline
              </Link>
            </Button>
            <TagsCard contact={c} canWrite={canWrite} />
            <NotesCard contact={c} canWrite={canWrite} />
          </>
        )}
      </div>
    </aside>
  );
}
