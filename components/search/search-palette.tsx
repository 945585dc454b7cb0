"use client";

import { AlertCircleIcon, Loader2Icon, MessageSquareTextIcon, MessagesSquareIcon, UserIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CommandDialog, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { formatPhone } from "@/components/contacts/options";
import { CHANNEL_LABELS } from "@/components/inbox/labels";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import type { ChannelType } from "@/lib/channels/keys";
import type { SearchResult } from "@/lib/search/schemas";
import { Highlighted } from "./highlighted";
import { contactHref, conversationHref, messageHref } from "./result-links";
import { useSearch } from "./use-search";

const channelLabel = (c: string) => CHANNEL_LABELS[c as ChannelType] ?? c;

/**
 * The ⌘K palette: one box over contacts, conversations and messages, grouped as the API
 * answers. Results come from the server (cmdk's own filtering is off); arrows move, Enter
 * opens the result in place and closes the palette.
 */
export function SearchPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [typed, setTyped] = useState("");
  const search = useSearch(typed, { enabled: open });
  const router = useRouter();
  const go = (href: string) => {
    onOpenChange(false);
    router.push(href);
  };
  const data = typed.trim() && search.data?.q ? search.data : undefined;
  const count = data ? (data.contacts?.length ?? 0) + (data.conversations?.length ?? 0) + (data.messages?.length ?? 0) : 0;

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      description="Search contacts, conversations and messages"
      className="top-[15%] translate-y-0 sm:max-w-xl"
      commandProps={{ shouldFilter: false, loop: true, label: "Search" }}
    >
      <CommandInput value={typed} onValueChange={setTyped} placeholder="Search contacts and messages…" dir="auto" aria-label="Search" className="pr-8" />
      <CommandList className="max-h-[min(60vh,28rem)]" aria-busy={!search.settled && !!typed.trim()}>
        {!typed.trim() ? (
          <p className="text-muted-foreground px-4 py-6 text-center text-sm">Type a name, part of a phone number, an email or words from a message, in Arabic or English.</p>
        ) : search.isError && !data ? (
          <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm">
            <AlertCircleIcon className="text-destructive size-5" />
            <p>Search failed: {errorMessage(search.error)}</p>
            <Button size="sm" variant="outline" onClick={() => search.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <Searching />
        ) : count === 0 ? (
          search.settled ? (
            <p className="text-muted-foreground px-4 py-6 text-center text-sm" data-testid="search-empty">
              Nothing found for “<span dir="auto">{data.q}</span>”.
            </p>
          ) : (
            <Searching />
          )
        ) : (
          <Groups data={data} go={go} />
        )}
        {!search.settled && count > 0 && <span className="sr-only">Searching…</span>}
      </CommandList>
      {data && data.omitted.length > 0 && (
        <p className="text-muted-foreground border-t px-4 py-2 text-xs">Not searched, your role cannot read them: {data.omitted.map((o) => o.type).join(", ")}.</p>
      )}
    </CommandDialog>
  );
}

function Searching() {
  return (
    <p className="text-muted-foreground flex items-center justify-center gap-2 px-4 py-6 text-sm" role="status">
      <Loader2Icon className="size-4 animate-spin" /> Searching…
    </p>
  );
}

function Groups({ data, go }: { data: SearchResult; go: (href: string) => void }) {
  return (
    <>
      {!!data.contacts?.length && (
        <CommandGroup heading="Contacts">
          {data.contacts.map((c) => (
            <CommandItem key={c.id} value={`contact ${c.id}`} onSelect={() => go(contactHref(c))} data-testid="search-contact">
              <UserIcon />
              <Line main={<Highlighted snippet={c.snippet} />} meta={c.matchedField === "name" ? (c.phone ? formatPhone(c.phone) : (c.email ?? "")) : (c.name ?? "")} />
            </CommandItem>
          ))}
        </CommandGroup>
      )}
      {!!data.conversations?.length && (
        <CommandGroup heading="Conversations">
          {data.conversations.map((c) => (
            <CommandItem key={c.id} value={`conversation ${c.id}`} onSelect={() => go(conversationHref(c))} data-testid="search-conversation">
              <MessagesSquareIcon />
              <Line main={<Highlighted snippet={c.snippet} />} meta={`${channelLabel(c.channel)} · ${c.status.toLowerCase()}${c.lastMessageAt ? ` · ${formatDateTime(c.lastMessageAt)}` : ""}`} />
            </CommandItem>
          ))}
        </CommandGroup>
      )}
      {!!data.messages?.length && (
        <CommandGroup heading="Messages">
          {data.messages.map((m) => (
            <CommandItem key={m.id} value={`message ${m.id}`} onSelect={() => go(messageHref(m))} data-testid="search-message">
              <MessageSquareTextIcon />
              <Line main={<Highlighted snippet={m.snippet} />} meta={`${m.contactName ?? "Unknown contact"} · ${channelLabel(m.channel)} · ${formatDateTime(m.createdAt)}`} />
            </CommandItem>
          ))}
        </CommandGroup>
      )}
    </>
  );
}

function Line({ main, meta }: { main: React.ReactNode; meta: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="flex min-w-0">{main}</span>
      {meta && (
        <span dir="auto" className="text-muted-foreground truncate text-xs">
          {meta}
        </span>
      )}
    </span>
  );
}
