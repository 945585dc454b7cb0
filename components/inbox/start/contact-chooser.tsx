"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { useContactList } from "@/lib/client/hooks/use-contacts";
import { useDebounced } from "@/lib/client/hooks/use-debounced";

export type StartContact = { id: string; name: string; phone: string | null; email?: string | null };

/** Finds the contact to write to by name, phone or email (the contacts list's own search). */
export function ContactChooser({ chosen, onChoose }: { chosen: StartContact | null; onChoose: (c: StartContact) => void }) {
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 250);
  const list = useContactList(new URLSearchParams({ limit: "8", ...(q ? { search: q } : {}) }).toString());
  const items = list.data?.data ?? [];
  return (
    <div className="grid gap-2">
      <SearchInput value={search} onChange={setSearch} placeholder="Search contacts by name, phone or email…" label="Search contacts" />
      <div className="max-h-56 min-h-0 overflow-y-auto rounded-md border" data-testid="start-contacts">
        {list.isPending ? (
          <p className="text-muted-foreground flex items-center justify-center gap-2 p-4 text-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Loading contacts…
          </p>
        ) : list.isError ? (
          <p className="text-destructive p-4 text-center text-sm">Could not load contacts.</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground p-4 text-center text-sm">No contact matches “{q}”.</p>
        ) : (
          <RadioGroup
            value={chosen?.id ?? ""}
            onValueChange={(id) => {
              const c = items.find((x) => x.id === id);
              if (c) onChoose({ id: c.id, name: c.name, phone: c.phone, email: c.email });
            }}
            aria-label="Contact"
            className="gap-0"
          >
            {items.map((c) => (
              <Label key={c.id} htmlFor={`start-contact-${c.id}`} className="hover:bg-muted/60 has-[:checked]:bg-muted flex cursor-pointer items-center gap-3 border-b px-3 py-2 font-normal last:border-b-0">
                <RadioGroupItem value={c.id} id={`start-contact-${c.id}`} aria-label={c.name} />
                <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                <span className="text-muted-foreground shrink-0 text-xs tabular-nums">{c.phone ? `+${c.phone}` : "no phone"}</span>
              </Label>
            ))}
          </RadioGroup>
        )}
      </div>
    </div>
  );
}
