"use client";

import { signIn } from "next-auth/react";

/** Signs the browser in with what the person just chose, as the sign-in page does. */
export async function signInAfter(email: string, password: string): Promise<boolean> {
  const result = await signIn("credentials", { email, password, redirect: false });
  return !!result && !result.error;
}
