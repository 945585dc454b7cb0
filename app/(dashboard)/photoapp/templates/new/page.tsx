import type { Metadata } from "next";
import { PhotoappTemplateBuilder } from "@/components/channels/photoapp/library/templates/photoapp-template-builder";

export const metadata: Metadata = { title: "New photoapp template" };

export default function NewPhotoappTemplatePage() {
  return <PhotoappTemplateBuilder />;
}
