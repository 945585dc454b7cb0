import { sendInboxId } from "@/lib/inboxes/schemas";
import { z } from "zod";
import { catalogId, conversationId, httpUrl, issue, recipient, retailerId, text } from "./send-fields";

/** Interactive send bodies (reply buttons, lists, CTA URL, location request, catalog, products). */

export const INTERACTIVE_BODY = 1024;
const header = text(60, "Header text (at most 60 characters)");
const footer = text(60, "Footer text (at most 60 characters)");
const headerImage = httpUrl(2048).meta({ description: "Public http(s) URL of a header image (JPEG or PNG); not with header" });

/** Interactive messages take one header: text or image. */
function oneHeader(v: { header?: string; headerImage?: string }, ctx: z.RefinementCtx) {
  if (v.header !== undefined && v.headerImage !== undefined) issue(ctx, ["headerImage"], "send header or headerImage, not both");
}

function unique(values: string[], ctx: z.RefinementCtx, path: (i: number) => (string | number)[], what: string) {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) issue(ctx, path(i), `${what} must be unique within the message`);
    seen.add(v);
  });
}

const replyButton = z.object({ id: text(256, "Returned in the reply callback"), title: text(20, "Button label") });

export const sendButtonsInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    buttons: z.array(replyButton, { error: "is required: an array of {id, title}" }).min(1, "needs 1 to 3 buttons").max(3, "at most 3 buttons"),
    header: header.optional(),
    headerImage: headerImage.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .superRefine((v, ctx) => {
    oneHeader(v, ctx);
    unique(v.buttons.map((b) => b.id), ctx, (i) => ["buttons", i, "id"], "button ids");
    unique(v.buttons.map((b) => b.title), ctx, (i) => ["buttons", i, "title"], "button titles");
  })
  .meta({ id: "ChatappSendButtonsInput", description: "Up to 3 reply buttons" });

const listRow = z.object({ id: text(200, "Returned in the reply callback"), title: text(24), description: text(72).optional() });
const listSection = z.object({
  title: text(24, "Required when there is more than one section").optional(),
  rows: z.array(listRow, { error: "is required: an array of rows" }).min(1, "needs at least one row"),
});

export const sendListInput = z
  .object({
    to: recipient,
    body: text(4096),
    buttonText: text(20, "Label of the button that opens the list"),
    sections: z.array(listSection, { error: "is required: an array of sections" }).min(1, "needs 1 to 10 sections").max(10, "at most 10 sections"),
    header: header.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .superRefine((v, ctx) => {
    const rows = v.sections.flatMap((s, i) => s.rows.map((r, j) => ({ id: r.id, path: ["sections", i, "rows", j, "id"] })));
    if (rows.length > 10) issue(ctx, ["sections"], `at most 10 rows in all sections together (got ${rows.length})`);
    unique(rows.map((r) => r.id), ctx, (k) => rows[k].path, "row ids");
    if (v.sections.length > 1) v.sections.forEach((s, i) => s.title === undefined && issue(ctx, ["sections", i, "title"], "is required when there is more than one section"));
  })
  .meta({ id: "ChatappSendListInput", description: "A list of up to 10 rows in up to 10 sections" });

export const sendCtaUrlInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    displayText: text(20, "Button label"),
    url: httpUrl(2048),
    header: header.optional(),
    headerImage: headerImage.optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .superRefine(oneHeader)
  .meta({ id: "ChatappSendCtaUrlInput", description: "A button that opens a URL" });

export const sendLocationRequestInput = z
  .object({ to: recipient, body: text(INTERACTIVE_BODY), conversationId: conversationId.optional(), inboxId: sendInboxId })
  .meta({ id: "ChatappSendLocationRequestInput", description: "Asks the customer to share a location" });

export const sendCatalogInput = z
  .object({
    to: recipient,
    body: text(INTERACTIVE_BODY),
    footer: footer.optional(),
    thumbnailProductRetailerId: retailerId.optional().meta({ description: "Product whose image heads the message; default: the catalog's first" }),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .meta({ id: "ChatappSendCatalogInput", description: "Opens the business's catalog" });

export const sendProductInput = z
  .object({
    to: recipient,
    catalogId,
    productRetailerId: retailerId,
    body: text(INTERACTIVE_BODY).optional(),
    footer: footer.optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .meta({ id: "ChatappSendProductInput", description: "One product of the catalog" });

const productSection = z.object({
  title: text(24),
  productRetailerIds: z.array(retailerId, { error: "is required: an array of retailer ids" }).min(1, "needs at least one product"),
});

export const sendProductListInput = z
  .object({
    to: recipient,
    header,
    body: text(INTERACTIVE_BODY),
    catalogId,
    sections: z.array(productSection, { error: "is required: an array of sections" }).min(1, "needs 1 to 10 sections").max(10, "at most 10 sections"),
    footer: footer.optional(),
    conversationId: conversationId.optional(), inboxId: sendInboxId,
  })
  .superRefine((v, ctx) => {
    const total = v.sections.reduce((n, s) => n + s.productRetailerIds.length, 0);
    if (total > 30) issue(ctx, ["sections"], `at most 30 products in all sections together (got ${total})`);
  })
  .meta({ id: "ChatappSendProductListInput", description: "Up to 30 products in up to 10 sections" });
