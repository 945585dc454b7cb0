"use client";

import { ErrorView } from "@/components/brand/error-view";

/** Errors thrown while rendering any page below the root layout. */
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
