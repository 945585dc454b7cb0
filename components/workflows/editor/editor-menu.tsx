"use client";

import { DownloadIcon, MoreHorizontalIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { ExportDocument } from "@/lib/client/workflow-file";
import { WorkflowFileInput } from "../workflow-file-input";

type Props = { canWrite: boolean; onExport: () => void; onImport: (doc: ExportDocument, fileName: string) => void; onDelete: () => void };

/** The editor's less frequent actions: export, import into this draft, delete. */
export function EditorMenu({ canWrite, onExport, onImport, onDelete }: Props) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon-sm" aria-label="More actions">
            <MoreHorizontalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onExport}>
            <DownloadIcon aria-hidden="true" />
            Export JSON
          </DropdownMenuItem>
          {canWrite && (
            <>
              <DropdownMenuItem onSelect={() => file.current?.click()}>
                <UploadIcon aria-hidden="true" />
                Import JSON into this draft…
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                <Trash2Icon aria-hidden="true" />
                Delete workflow
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <WorkflowFileInput ref={file} onDocument={onImport} />
    </>
  );
}
