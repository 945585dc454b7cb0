import type { Metadata } from "next";
import { InteractiveMessagesView } from "@/components/channels/photoapp/library/interactive/interactive-messages-view";

export const metadata: Metadata = { title: "Interactive messages" };

export default function InteractiveMessagesPage() {
  return <InteractiveMessagesView />;
}
