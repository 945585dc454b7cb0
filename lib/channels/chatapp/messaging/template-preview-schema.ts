import { z } from "zod";

const VARIABLE_SOURCES = ["static", "contact_field", "custom_field", "order_field", "web_event_field", "unmapped", "given"] as const;

/** The answer of POST /api/v1/chatapp/messages/template/preview (lib/templates/preview-template-send.ts). */
export const templateSendPreviewSchema = z
  .object({
    templateName: z.string(),
    languageCode: z.string(),
    text: z.string().meta({ description: "The body as the customer will read it; a missing variable shows as its {{n}}" }),
    variables: z.array(
      z
        .object({
          variable: z.number().int(),
          source: z.enum(VARIABLE_SOURCES),
          field: z.string().nullable().meta({ description: "The mapping's field, custom-field key, path or static text; null when unmapped or given" }),
          value: z.string().nullable(),
          status: z.enum(["filled", "fallback", "missing"]),
          reason: z.string().nullable().meta({ description: "Why a missing variable is missing" }),
        })
        .meta({ id: "ChatappTemplatePreviewVariable" }),
    ),
    missing: z.array(z.number().int()).meta({ description: "The body variables that would come out empty" }),
    problems: z.array(z.object({ reason: z.string(), message: z.string(), variable: z.union([z.string(), z.number()]).nullable() })),
    ready: z.boolean().meta({ description: "True when the send would go through as given" }),
  })
  .meta({
    id: "ChatappTemplateSendPreview",
    example: {
      templateName: "order_update",
      languageCode: "en_US",
      text: "Hi Walk, your order {{2}} has shipped",
      variables: [
        { variable: 1, source: "contact_field", field: "firstName", value: "Walk", status: "filled", reason: null },
        { variable: 2, source: "custom_field", field: "order_number", value: null, status: "missing", reason: "custom_field order_number is empty" },
      ],
      missing: [2],
      problems: [],
      ready: false,
    },
  });
