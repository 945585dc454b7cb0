"use client";

import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useCreateToken } from "@/lib/client/hooks/use-tokens";
import { TokenForm } from "./token-form";
import { TokenSecretView } from "./token-secret-view";

export function CreateTokenDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          Create token
        </Button>
      </DialogTrigger>
      <DialogContent
        className="flex max-h-[calc(100svh-2rem)] flex-col sm:max-w-2xl"
        // Clicking the backdrop by accident must not throw away a secret that is shown once.
        onInteractOutside={(e) => e.preventDefault()}
      >
        {/* Mounted only while open: closing unmounts it, dropping the secret from memory. */}
        {open && <CreateTokenFlow onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateTokenFlow({ onClose }: { onClose: () => void }) {
  const create = useCreateToken();
  const created = create.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{created ? "Save your API token" : "Create API token"}</DialogTitle>
        <DialogDescription>
          {created ? (
            <>
              “{created.name}” is ready. Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>.
            </>
          ) : (
            "Tokens let your own systems call the API. Give each one only the scopes it needs."
          )}
        </DialogDescription>
      </DialogHeader>
      {created ? (
        <TokenSecretView token={created} onDone={onClose} />
      ) : (
        <TokenForm pending={create.isPending} onCancel={onClose} onSubmit={create.mutateAsync} />
      )}
    </>
  );
}
