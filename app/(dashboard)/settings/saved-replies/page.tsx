import type { Metadata } from "next";
import { SavedReplySettings } from "@/components/settings/saved-replies/saved-reply-settings";

export const metadata: Metadata = { title: "Saved replies" };

export default function SavedRepliesPage() {
  return <SavedReplySettings />;
}
