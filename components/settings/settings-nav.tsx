"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { canOpen, isActive, SETTINGS_TABS } from "@/components/dashboard/nav-items";
import { useMe } from "@/lib/client/hooks/use-me";
import { cn } from "@/lib/utils";

/** Settings sections as links styled like tabs: each section is its own URL. */
export function SettingsNav() {
  const pathname = usePathname();
  const held = useMe().data?.scopes;
  // A tab the role cannot open is left out once /me answers (API tokens, for agents and marketers).
  const tabs = held ? SETTINGS_TABS.filter((t) => canOpen(held, t)) : SETTINGS_TABS;
  return (
    <nav aria-label="Settings sections" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const active = isActive(pathname, tab.href);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "focus-visible:ring-ring/50 inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] rounded-t-md",
                  active ? "border-primary text-foreground" : "text-muted-foreground hover:text-foreground border-transparent",
                )}
              >
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
