"use client";

import { ArrowLeftIcon, CircleAlertIcon, Loader2Icon, Redo2Icon, RocketIcon, Undo2Icon } from "lucide-react";
import Link from "next/link";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Switch } from "@/components/ui/switch";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { Workflow } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { UnpublishedChangesHint, WorkflowStatusBadge } from "../workflow-badges";
import { SaveIndicator } from "./save-indicator";
import type { SaveStatus } from "./use-autosave";
import { typing, type EditorState } from "./use-editor-state";

type Props = {
  workflow: Workflow;
  editor: EditorState;
  readOnly: boolean;
  save: { status: SaveStatus; error: string | null; retry: () => void };
  problemCount: number;
  onShowProblems: () => void;
  publishing: boolean;
  onPublish: () => void;
  unpublishing: boolean;
  onUnpublish: () => Promise<boolean>;
  menu: React.ReactNode;
};

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The workflow's name, state and the actions on all of it: undo, re-entry, publish. */
export function EditorToolbar({ workflow: w, editor, readOnly, save, problemCount, onShowProblems, publishing, onPublish, unpublishing, onUnpublish, menu }: Props) {
  const { doc, change } = editor;
  const mod = isMac() ? "⌘" : "Ctrl";
  const changed = w.hasUnpublishedChanges || save.status !== "saved";
  return (
    <div className="bg-background flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-3 py-2" data-testid="editor-toolbar">
      <Button variant="ghost" size="icon-sm" asChild>
        <Link href="/workflows" aria-label="All workflows">
          <ArrowLeftIcon aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="sr-only">{doc.name || w.name}</h1>
      <Input
        aria-label="Workflow name"
        value={doc.name}
        maxLength={200}
        disabled={readOnly}
        aria-invalid={!doc.name.trim() || undefined}
        onChange={(e) => change((d) => ({ ...d, name: e.target.value }), typing("name"))}
        className="hover:border-input h-8 w-56 border-transparent bg-transparent text-base font-semibold shadow-none md:text-base lg:w-72 dark:bg-transparent"
      />
      <WorkflowStatusBadge status={w.status} />
      {w.status === "PUBLISHED" && w.hasUnpublishedChanges && <UnpublishedChangesHint />}
      {readOnly ? (
        <span className="text-muted-foreground text-xs" title="Your role can look at workflows but not change them">
          View only
        </span>
      ) : (
        <SaveIndicator status={save.status} error={save.error} onRetry={save.retry} />
      )}

      <div className="ml-auto flex flex-wrap items-center gap-2">
        {!readOnly && (
          <>
            <IconAction label="Undo" shortcut={`${mod}+Z`} disabled={!editor.canUndo} onClick={editor.undo}>
              <Undo2Icon aria-hidden="true" />
            </IconAction>
            <IconAction label="Redo" shortcut={`${mod}+Shift+Z`} disabled={!editor.canRedo} onClick={editor.redo}>
              <Redo2Icon aria-hidden="true" />
            </IconAction>
            <Separator orientation="vertical" className="mx-1 data-[orientation=vertical]:h-5" />
            <div className="flex items-center gap-2">
              <Switch id="allow-reentry" checked={doc.allowReentry} onCheckedChange={(on) => change((d) => ({ ...d, allowReentry: on }))} />
              <Label htmlFor="allow-reentry" className="text-sm font-normal" title="Let a contact be in several runs of this workflow at once">
                Allow re-entry
              </Label>
            </div>
          </>
        )}
        <Button variant="ghost" size="sm" onClick={onShowProblems} className={cn(problemCount > 0 && "text-destructive hover:text-destructive")} data-testid="problem-count">
          {problemCount > 0 && <CircleAlertIcon aria-hidden="true" />}
          {problemCount === 0 ? "No problems" : `${problemCount} problem${problemCount === 1 ? "" : "s"}`}
        </Button>
        {menu}
        {!readOnly && w.status === "PUBLISHED" && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={unpublishing}>
                Unpublish
              </Button>
            }
            title={`Unpublish ${w.name}?`}
            description="No new runs start; runs already under way finish on their version. Publishing again starts runs anew."
            confirmLabel="Unpublish"
            confirmVariant="default"
            pending={unpublishing}
            onConfirm={onUnpublish}
          />
        )}
        {!readOnly && (
          <Button
            size="sm"
            onClick={onPublish}
            disabled={publishing || (w.status === "PUBLISHED" && !changed)}
            title={w.status === "PUBLISHED" && !changed ? "The live version is this draft: nothing new to publish" : undefined}
          >
            {publishing ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RocketIcon aria-hidden="true" />}
            {w.status === "PUBLISHED" && changed ? "Publish changes" : "Publish"}
          </Button>
        )}
      </div>
    </div>
  );
}

function IconAction({ label, shortcut, disabled, onClick, children }: { label: string; shortcut: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} aria-keyshortcuts={shortcut.replace("⌘", "Meta").replace("Ctrl", "Control")} disabled={disabled} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {label} <kbd className="ml-1 font-sans opacity-70">{shortcut}</kbd>
      </TooltipContent>
    </Tooltip>
  );
}
