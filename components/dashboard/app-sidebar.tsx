"use client";

import { BookOpenIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { BrandMark } from "@/components/brand/brand-mark";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import { useMe } from "@/lib/client/hooks/use-me";
import { useUnreadConversations } from "@/lib/client/hooks/use-unread";
import { canOpen, isActive, NAV_SECTIONS, SETTINGS_ITEM, type NavItem } from "./nav-items";
import { UnreadTitle } from "./unread-title";
import { UserMenu } from "./user-menu";

export function AppSidebar() {
  // Areas a role cannot open are left out; until /me answers every area shows, so the common
  // case (a role that sees them all) never jumps.
  const me = useMe();
  const held = me.data?.scopes;
  const sections = NAV_SECTIONS.map((s) => ({ ...s, items: held ? s.items.filter((i) => canOpen(held, i)) : s.items })).filter((s) => s.items.length > 0);
  const unread = useUnreadConversations(!!held && canOpen(held, { scope: "conversations:read" }));
  return (
    <Sidebar collapsible="icon" aria-label="Main navigation">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip="Inbox">
              <Link href="/inbox">
                <BrandMark />
                <div className="grid flex-1 text-left leading-tight">
                  <span className="truncate font-semibold tracking-tight">Service</span>
                  <span className="text-muted-foreground truncate text-xs">Omnichannel inbox</span>
                </div>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Areas" className="contents">
          {sections.map((section) => (
            <SidebarGroup key={section.label} className="py-1">
              <SidebarGroupLabel>{section.label}</SidebarGroupLabel>
              <SidebarGroupContent>
                <SidebarMenu>
                  {section.items.map((item) => (
                    <NavLink key={item.href} item={item} badge={item.href === "/inbox" ? unread : undefined} />
                  ))}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          ))}
        </nav>
        <SidebarGroup className="mt-auto">
          <SidebarGroupContent>
            <SidebarMenu>
              <NavLink item={SETTINGS_ITEM} />
              <SidebarMenuItem>
                <SidebarMenuButton asChild tooltip="API reference" size="sm" className="text-sidebar-foreground/70">
                  {/* /docs is a separate page, not part of the dashboard's client navigation. */}
                  <a href="/docs">
                    <BookOpenIcon aria-hidden="true" />
                    <span>API reference</span>
                  </a>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter className="border-sidebar-border border-t">
        <UserMenu />
      </SidebarFooter>
      <SidebarRail />
      <UnreadTitle count={unread} />
    </Sidebar>
  );
}

function NavLink({ item, badge }: { item: NavItem; badge?: number }) {
  const pathname = usePathname();
  const { isMobile, setOpenMobile } = useSidebar();
  const active = isActive(pathname, item.href);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={item.title} className="data-[active=true]:[&>svg]:text-primary">
        <Link
          href={item.href}
          aria-current={active ? "page" : undefined}
          // On phones the sidebar is a sheet; close it once the person has picked a page.
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
      {!!badge && (
        <SidebarMenuBadge data-testid="nav-unread">
          {badge > 99 ? "99+" : badge}
          <span className="sr-only"> unread conversations</span>
        </SidebarMenuBadge>
      )}
    </SidebarMenuItem>
  );
}
