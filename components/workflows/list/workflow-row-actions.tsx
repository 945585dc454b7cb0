"use client";

import { CopyIcon, DownloadIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { WorkflowListItem } from "@/lib/client/types";

type Props = { workflow: WorkflowListItem; href: string; canWrite: boolean; onDuplicate: () => void; onExport: () => void; onDelete: () => void };

export function WorkflowRowActions({ workflow: w, href, canWrite, onDuplicate, onExport, onDelete }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${w.name}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={href}>
            <PencilIcon aria-hidden="true" />
            Open
          </Link>
        </DropdownMenuItem>
        {canWrite && (
          <DropdownMenuItem onSelect={onDuplicate}>
            <CopyIcon aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onExport}>
          <DownloadIcon aria-hidden="true" />
          Export JSON
        </DropdownMenuItem>
        {canWrite && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
