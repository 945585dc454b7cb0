import type { Metadata } from "next";
import { LabelSettings } from "@/components/settings/labels/label-settings";

export const metadata: Metadata = { title: "Labels" };

export default function LabelsPage() {
  return <LabelSettings />;
}
