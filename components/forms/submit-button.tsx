import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A submit button that shows a spinner and stays disabled while its form is sending. */
export function SubmitButton({ pending, children, ...props }: React.ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || props.disabled} aria-busy={pending || undefined} {...props}>
      {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
