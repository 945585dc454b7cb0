import type { Metadata } from "next";
import { PhotoappTemplateBuilder } from "@/components/channels/photoapp/library/templates/photoapp-template-builder";

export const metadata: Metadata = { title: "Photoapp template" };

export default async function PhotoappTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PhotoappTemplateBuilder id={id} />;
}
