import type { Metadata } from "next";
import { MacroSettings } from "@/components/settings/macros/macro-settings";

export const metadata: Metadata = { title: "Macros" };

export default function MacrosPage() {
  return <MacroSettings />;
}
