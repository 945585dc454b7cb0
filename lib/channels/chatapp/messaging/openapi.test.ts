import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { describe, expect, it } from "vitest";
import { SEND_INPUTS, sendCatalogCardInput, uploadMediaInput } from "./send-schemas";

/** The lead registers these as route bodies; the document must build and name each one. */
describe("chatapp send schemas in OpenAPI", () => {
  it("generate request bodies with their ids, descriptions and limits", () => {
    const registry = new OpenAPIRegistry();
    const bodies = { ...SEND_INPUTS, "catalog-card": sendCatalogCardInput };
    for (const [name, schema] of Object.entries(bodies))
      registry.registerPath({ method: "post", path: `/api/v1/chatapp/messages/${name}`, request: { body: { content: { "application/json": { schema } } } }, responses: {} });
    registry.registerPath({ method: "post", path: "/api/v1/chatapp/media/upload", request: { body: { content: { "application/json": { schema: uploadMediaInput } } } }, responses: {} });
    const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    const schemas = doc.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        "ChatappSendTextInput",
        "ChatappSendTemplateInput",
        "ChatappSendButtonsInput",
        "ChatappSendListInput",
        "ChatappSendCtaUrlInput",
        "ChatappSendLocationRequestInput",
        "ChatappSendCatalogInput",
        "ChatappSendProductInput",
        "ChatappSendProductListInput",
        "ChatappSendMediaInput",
        "ChatappSendLocationInput",
        "ChatappSendContactsInput",
        "ChatappSendContactInput",
        "ChatappSendCatalogCardInput",
        "ChatappUploadMediaInput",
        "ChatappContactCard",
        "ChatappTemplateComponent",
      ]),
    );
    const buttons = schemas.ChatappSendButtonsInput as { required: string[]; properties: Record<string, { maxItems?: number; items?: { properties: Record<string, { maxLength?: number }> } }> };
    expect(buttons.required).toEqual(["to", "body", "buttons"]);
    expect(buttons.properties.buttons.maxItems).toBe(3);
    expect(buttons.properties.buttons.items?.properties.title.maxLength).toBe(20);
    const media = schemas.ChatappSendMediaInput as { properties: Record<string, { enum?: string[] }> };
    expect(media.properties.mediaType.enum).toEqual(["image", "video", "audio", "document"]);
  });
});
