"use client";

import type { FirstText } from "../channel-ui";
import { useSmsSend } from "./use-sms-send";

/** A first text to the contact's number (SMS has no window: always free text). */
export function useSmsFirstText() {
  const send = useSmsSend();
  return (input: FirstText) => send.mutateAsync(input);
}
