"use client";

import { MailIcon, PhoneIcon, UserRoundXIcon } from "lucide-react";
import { BackLink, DetailLoadError } from "@/components/dashboard/detail-page";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { consentOf } from "@/lib/client/consent";
import { initials } from "@/lib/client/format";
import { useContact } from "@/lib/client/hooks/use-contacts";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Contact } from "@/lib/client/types";
import { ConsentBadge, LabelBadge, StageBadge, StatusBadge } from "../contact-badges";
import { formatPhone } from "../options";
import { CustomFieldsCard } from "./custom-fields-card";
import { DeleteContactButton } from "./delete-contact-button";
import { FactsCard } from "./facts-card";
import { NotesCard } from "./notes-card";
import { OrdersCard } from "./orders-card";
import { ProfileCard, profileValues } from "./profile-card";
import { PropertiesCard } from "./properties-card";
import { TagsCard } from "./tags-card";
import { TimelineCard } from "./timeline-card";
import { CONTACT_ACTIONS } from "@/components/channels/lookup";
import { StartConversationButton } from "@/components/inbox/start/start-conversation-button";

const PAGE = "mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8";


export function ContactDetail({ id }: { id: string }) {
  const contact = useContact(id);
  const canWrite = useCan("contacts:write");

  if (contact.isError) return <DetailLoadError what="Contact" error={contact.error} icon={UserRoundXIcon} list={{ href: "/contacts", name: "contacts" }} />;
  if (!contact.data) return <DetailSkeleton />;
  const c = contact.data;

  return (
    <div className={PAGE}>
      <BackLink href="/contacts">All contacts</BackLink>
      <Header contact={c} actions={<><StartConversationButton contact={{ id: c.id, name: c.name, phone: c.phone, email: c.email }} label="Message" />{CONTACT_ACTIONS.map(({ key, Action }) => <Action key={key} contact={c} />)}{canWrite && <DeleteContactButton contact={c} />}</>} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Properties come first: beside the profile on wide screens, above it (two by two) on tablets. */}
        <div className="grid min-w-0 items-start gap-6 md:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1">
          <PropertiesCard contact={c} canWrite={canWrite} />
          <TagsCard contact={c} canWrite={canWrite} />
          <NotesCard contact={c} canWrite={canWrite} />
          <FactsCard contact={c} canWrite={canWrite} />
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1">
          {/* Keyed by the saved values, so a save elsewhere refreshes the form but typing is never overwritten mid-edit. */}
          <ProfileCard key={JSON.stringify(profileValues(c))} contact={c} canWrite={canWrite} />
          <CustomFieldsCard key={JSON.stringify(c.customFields)} contact={c} canWrite={canWrite} />
          <OrdersCard contactId={c.id} />
          <TimelineCard contactId={c.id} />
        </div>
      </div>
    </div>
  );
}

function Header({ contact: c, actions }: { contact: Contact; actions: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar className="size-14">
          {c.avatar && <AvatarImage src={c.avatar} alt="" />}
          <AvatarFallback className="bg-primary/10 text-primary text-lg font-medium">{initials(c.name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-1.5">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{c.name}</h1>
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {c.phone && (
              <span className="inline-flex items-center gap-1.5 tabular-nums">
                <PhoneIcon className="size-3.5" aria-hidden="true" />
                {formatPhone(c.phone)}
              </span>
            )}
            {c.email && (
              <a href={`mailto:${c.email}`} className="hover:text-foreground inline-flex min-w-0 items-center gap-1.5 underline-offset-4 hover:underline">
                <MailIcon className="size-3.5" aria-hidden="true" />
                <span className="truncate">{c.email}</span>
              </a>
            )}
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={c.status} />
              <StageBadge stage={c.lifecycleStage} />
              {c.label && <LabelBadge label={c.label} />}
              {/* Only the exception is worth a glance here; the Activity card shows both states. */}
              {consentOf(c).state === "OPTED_OUT" && <ConsentBadge consent="OPTED_OUT" />}
            </span>
          </div>
        </div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={PAGE} aria-busy="true" aria-label="Loading contact">
      <Skeleton className="h-8 w-32" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 w-full rounded-xl" />
        <div className="grid gap-6">
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
