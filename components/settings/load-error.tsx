import { errorMessage } from "@/lib/client/api";

/** A request for a settings page's data failed; says what could not be loaded and why. */
export function LoadError({ what, error }: { what: string; error: unknown }) {
  return (
    <p role="alert" className="text-destructive text-sm">
      Could not load {what}: {errorMessage(error)}
    </p>
  );
}
