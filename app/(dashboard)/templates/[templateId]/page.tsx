import type { Metadata } from "next";
import { TemplateDetail } from "@/components/templates/detail/template-detail";

export const metadata: Metadata = { title: "Template" };

export default async function TemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const { templateId } = await params;
  return <TemplateDetail id={templateId} />;
}
