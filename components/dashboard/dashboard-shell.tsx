"use client";

import { useState } from "react";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { useLiveStatus } from "@/lib/client/live/live-context";
import { AppSidebar } from "./app-sidebar";
import { SiteHeader } from "./site-header";
import { useMediaQuery } from "./use-media-query";

// Below 768px shadcn's sidebar is a sheet; between 768 and 1023px it starts as an icon rail
// so tables keep their room, and the person can still expand it.
const TABLET = "(min-width: 768px) and (max-width: 1023px)";

export function DashboardShell({ defaultOpen, children }: { defaultOpen: boolean; children: React.ReactNode }) {
  const isTablet = useMediaQuery(TABLET);
  const [desktopOpen, setDesktopOpen] = useState(defaultOpen);
  const [tabletOpen, setTabletOpen] = useState(false);
  const live = useLiveStatus();

  return (
    <SidebarProvider open={isTablet ? tabletOpen : desktopOpen} onOpenChange={isTablet ? setTabletOpen : setDesktopOpen}>
      <a
        href="#main-content"
        className="bg-background focus-visible:ring-ring sr-only z-50 rounded-md px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2"
      >
        Skip to content
      </a>
      <AppSidebar />
      <SidebarInset className="min-w-0">
        <SiteHeader />
        {/* data-live-status: whether this tab's stream delivers (components/live), for tests and support. */}
        <div id="main-content" tabIndex={-1} data-live-status={live} className="flex min-w-0 flex-1 flex-col outline-none">
          {children}
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
