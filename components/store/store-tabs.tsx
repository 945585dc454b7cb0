"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

const TABS = [
  { href: "/store", title: "Orders" },
  { href: "/store/products", title: "Products" },
  { href: "/store/connection", title: "Connection" },
] as const;

/** The store area's sections as links, so each keeps its own URL (and its filters in it). */
export function StoreTabs() {
  const pathname = usePathname();
  const active = (href: string) => (href === "/store" ? pathname === "/store" || pathname.startsWith("/store/orders") : pathname.startsWith(href));
  return (
    <nav aria-label="Store sections" className="bg-muted text-muted-foreground inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg p-1">
      {TABS.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={active(t.href) ? "page" : undefined}
          className={cn(
            "focus-visible:ring-ring/50 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px]",
            active(t.href) ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
          )}
        >
          {t.title}
        </Link>
      ))}
    </nav>
  );
}
