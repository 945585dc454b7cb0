"use client";

import { toast } from "sonner";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { usePresenceOf, useSetMyPresence } from "@/lib/client/hooks/use-presence";
import { cn } from "@/lib/utils";

/**
 * The user menu's "Set yourself away" (teammates and routing then see you away until you come
 * back) or, while away, "Set yourself online".
 */
export function SetPresenceItem({ userId }: { userId: string }) {
  const away = usePresenceOf(userId) === "away";
  const set = useSetMyPresence();
  // Presence belongs to people who work conversations; the route asks for that scope.
  const canRead = useCan("conversations:read");
  if (!canRead) return null;
  const next = away ? "online" : "away";

  function choose() {
    set.mutate(
      { status: next },
      {
        onSuccess: (mine) =>
          mine.status === "away" ? toast.success("You are away", { description: "Teammates see you away until you set yourself online." }) : toast.success("You are online"),
        onError: (err) => toast.error(`Could not set you ${next}`, { description: errorMessage(err) }),
      },
    );
  }

  return (
    <>
      <DropdownMenuItem disabled={set.isPending} onSelect={choose}>
        <span aria-hidden="true" className="flex size-4 items-center justify-center">
          <span className={cn("size-2.5 rounded-full", away ? "bg-emerald-500" : "bg-amber-500")} />
        </span>
        {away ? "Set yourself online" : "Set yourself away"}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
    </>
  );
}
