"use client";

import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TemplateSendForm } from "./template-send-form";

/**
 * Sends an approved template, the one kind of message allowed outside the 24-hour window. The
 * preview is what this contact will receive (template-send-form.tsx).
 */
export function TemplateDialog({ to, conversationId, highlight }: { to: string; conversationId: string; highlight?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={highlight ? "default" : "ghost"} size={highlight ? "sm" : "icon"} aria-label={highlight ? undefined : "Send a template"}>
          <FileTextIcon aria-hidden="true" />
          {highlight && "Send a template"}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Send a template</DialogTitle>
          <DialogDescription>Pick an approved template. The preview is what this contact receives, with their own values.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each send starts from a clean pick and a fresh preview. */}
        {open && <TemplateSendForm to={to} conversationId={conversationId} onSent={() => setOpen(false)} onCancel={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
