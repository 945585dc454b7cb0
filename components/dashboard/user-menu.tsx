"use client";

import { BookOpenIcon, Building2Icon, ChevronsUpDownIcon, LogOutIcon, UserRoundIcon } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { PresenceDot } from "@/components/live/presence-dot";
import { SetPresenceItem } from "@/components/live/presence-menu-item";
import { RoleBadge } from "@/components/settings/team/role-badge";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, SidebarMenuSkeleton, useSidebar } from "@/components/ui/sidebar";
import { useMe } from "@/lib/client/hooks/use-me";
import { usePresenceOf } from "@/lib/client/hooks/use-presence";
import { initials } from "@/lib/client/format";

/** Footer of the sidebar: who is signed in (and whether teammates see them online), for which company, and the way out. */
export function UserMenu() {
  const { data: me } = useMe();
  const { isMobile } = useSidebar();
  const myStatus = usePresenceOf(me?.user?.id);
  if (!me) return <SidebarMenuSkeleton showIcon className="h-12" />;
  const name = me.user?.name ?? "API client";

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton size="lg" aria-label={`Account menu for ${name}`} aria-description={myStatus && `You are ${myStatus}`} className="data-[state=open]:bg-sidebar-accent">
              <span className="relative shrink-0">
                <Avatar className="rounded-lg">
                  <AvatarFallback className="bg-primary/10 text-primary rounded-lg text-xs font-semibold">{initials(name)}</AvatarFallback>
                </Avatar>
                <PresenceDot status={myStatus} className="ring-sidebar absolute -right-0.5 -bottom-0.5" />
              </span>
              <div className="grid flex-1 text-left text-sm leading-tight">
                <span className="truncate font-medium">{name}</span>
                <span className="text-muted-foreground truncate text-xs" data-testid="sidebar-company-name">
                  {me.company.name}
                </span>
              </div>
              <ChevronsUpDownIcon className="ml-auto size-4 opacity-60" aria-hidden="true" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-64 rounded-lg" side={isMobile ? "top" : "right"} align="end" sideOffset={6}>
            <DropdownMenuLabel className="font-normal">
              <div className="flex items-start justify-between gap-2">
                <div className="grid min-w-0 leading-tight">
                  <span className="truncate text-sm font-medium">{name}</span>
                  {me.user && <span className="text-muted-foreground truncate text-xs">{me.user.email}</span>}
                </div>
                {me.user && <RoleBadge role={me.user.role} />}
              </div>
              <p className="text-muted-foreground mt-2 truncate text-xs">{me.company.name}</p>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {me.user && <SetPresenceItem userId={me.user.id} />}
            <DropdownMenuGroup>
              {me.user && (
                <DropdownMenuItem asChild>
                  <Link href="/profile">
                    <UserRoundIcon aria-hidden="true" />
                    Your profile
                  </Link>
                </DropdownMenuItem>
              )}
              <DropdownMenuItem asChild>
                <Link href="/settings/company">
                  <Building2Icon aria-hidden="true" />
                  Company settings
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href="/docs">
                  <BookOpenIcon aria-hidden="true" />
                  API reference
                </a>
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void signOut({ callbackUrl: "/login" })}>
              <LogOutIcon aria-hidden="true" />
              Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
