import { MessagesSquareIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The product's logo: a speech-bubble glyph on the brand colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-lg shadow-sm", className)}
    >
      <MessagesSquareIcon className="size-4" />
    </div>
  );
}
