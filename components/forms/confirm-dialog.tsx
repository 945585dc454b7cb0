"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Common = {
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** Destructive unless the action is a deliberate but harmless one (subscribing a contact). */
  confirmVariant?: "destructive" | "default";
  pending: boolean;
  /** Resolves true to close the dialog; false keeps it open (the error was already shown). */
  onConfirm: () => Promise<boolean>;
};

/** A destructive action behind an explicit confirmation, which stays open while it runs. */
export function ConfirmDialog({ trigger, ...rest }: Common & { trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return <ControlledConfirmDialog {...rest} open={open} onOpenChange={setOpen} trigger={trigger} />;
}

/** The same, opened by its owner (from a menu or a row): `open` and `onOpenChange` are the owner's. */
export function ControlledConfirmDialog({ open, onOpenChange, trigger, title, description, confirmLabel, confirmVariant = "destructive", pending, onConfirm }: Common & { open: boolean; onOpenChange: (open: boolean) => void; trigger?: React.ReactNode }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the request ends. */}
          <Button variant={confirmVariant} disabled={pending} onClick={async () => (await onConfirm()) && onOpenChange(false)}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
