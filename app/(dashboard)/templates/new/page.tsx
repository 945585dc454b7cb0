import type { Metadata } from "next";
import { TemplateBuilder } from "@/components/templates/builder/template-builder";

export const metadata: Metadata = { title: "New template" };

export default function NewTemplatePage() {
  return <TemplateBuilder />;
}
