import { describe, expect, it } from "vitest";
import { mapInboundEmail } from "./map-inbound";
import { messageIdsIn, platformIdOf, replySubject } from "./message-ids";
import { cutReply } from "./reply-text";
import { htmlToText, sanitizeEmailHtml } from "./sanitize";
import { inboundEmailSchema } from "./schemas";

describe("cutReply", () => {
  it.each([
    ["Gmail's quote header", "Yes, Tuesday works.\n\nOn Mon, 2 Mar 2026 at 10:00, Acme Support <support@acme.com> wrote:\n> When can we call?\n> Acme"],
    ["a quote header wrapped over two lines", "Yes, Tuesday works.\n\nOn Mon, 2 Mar 2026 at 10:00, Acme Support\n<support@acme.com> wrote:\n> When can we call?"],
    ["Outlook's header block", "Yes, Tuesday works.\n\nFrom: Acme Support <support@acme.com>\nSent: Monday, March 2, 2026 10:00\nTo: Ana\nSubject: Call"],
    ["Outlook's separator", "Yes, Tuesday works.\n________________________________\nFrom: Acme"],
    ["a signature", "Yes, Tuesday works.\n-- \nAna Lima\nHead of Purchasing"],
    ["a phone's signature", "Yes, Tuesday works.\n\nSent from my iPhone"],
    ["German", "Yes, Tuesday works.\n\nAm 02.03.2026 um 10:00 schrieb Acme Support <support@acme.com>:\n> Wann?"],
    ["Arabic", "Yes, Tuesday works.\n\nفي 2 مارس 2026، كتب:\n> متى؟"],
    ["trailing quoted lines", "Yes, Tuesday works.\n> When can we call?\n>\n"],
  ])("cuts %s", (_, text) => {
    expect(cutReply(text)).toBe("Yes, Tuesday works.");
  });

  it("keeps a reply written between quoted lines, and text that only mentions writing", () => {
    expect(cutReply("> When?\nTuesday.\n> Where?\nHere.")).toBe("> When?\nTuesday.\n> Where?\nHere.");
    expect(cutReply("On reflection I wrote a list:\n1. tea")).toBe("On reflection I wrote a list:\n1. tea");
  });
});

describe("sanitizeEmailHtml", () => {
  it("drops scripts, handlers, styles, forms and javascript links; keeps text and safe links", () => {
    const out = sanitizeEmailHtml(
      `<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><style>p{}</style><form><input></form><a href="javascript:alert(1)">x</a><a href="https://acme.com">site</a><iframe src="https://evil"></iframe>`,
    );
    const rel = `target="_blank" rel="noopener noreferrer nofollow"`;
    expect(out).toBe(`<p>Hi <b>there</b></p><a ${rel}>x</a><a href="https://acme.com" ${rel}>site</a>`);
  });

  it("keeps https images, points cid: images at the stored file, and drops http and data images", () => {
    const out = sanitizeEmailHtml(`<img src="https://cdn.acme.com/a.png"><img src="cid:logo@x"><img src="http://t.co/pixel.gif"><img src="data:image/png;base64,AAA">`, { "logo@x": "/api/v1/channels/email/files/chf_1" });
    expect(out).toBe(`<img src="https://cdn.acme.com/a.png" /><img src="/api/v1/channels/email/files/chf_1" />`);
  });

  it("turns HTML-only mail into text for the preview", () => {
    expect(htmlToText("<div>Hello<br>world</div><p>Bye &amp; thanks</p><style>.x{}</style>")).toBe("Hello\nworld\nBye & thanks");
  });
});

describe("thread ids", () => {
  it("reads every id of References, keeps them per inbox, and says Re: once", () => {
    expect(messageIdsIn("<a@x.com> <b@y.com>\r\n <c@z.com>")).toEqual(["a@x.com", "b@y.com", "c@z.com"]);
    expect(platformIdOf("Support@Acme.com", "<a@x.com>")).toBe("support@acme.com/a@x.com");
    expect(replySubject("Your order")).toBe("Re: Your order");
    expect(replySubject("RE: Your order")).toBe("RE: Your order");
  });
});

describe("mapInboundEmail", () => {
  const email = inboundEmailSchema.parse({
    FromFull: { Email: "Ana@Example.com", Name: "Ana Lima" },
    ToFull: [{ Email: "support@acme.com", Name: "" }],
    OriginalRecipient: "support@acme.com",
    Subject: "Re: Your order",
    MessageID: "5f0c-postmark",
    Date: "Mon, 2 Mar 2026 10:00:00 +0000",
    TextBody: "Thanks, that works.\n\nOn Mon, 2 Mar 2026, Acme <support@acme.com> wrote:\n> It ships tomorrow.",
    HtmlBody: '<p>Thanks, that works.</p><img src="cid:sig@ana"><script>x</script>',
    Headers: [
      { Name: "Message-ID", Value: "<reply-1@example.com>" },
      { Name: "In-Reply-To", Value: "<msg_1@acme.com>" },
      { Name: "References", Value: "<first@example.com> <msg_1@acme.com>" },
    ],
    Attachments: [
      { Name: "invoice.pdf", Content: Buffer.from("%PDF-1.4").toString("base64"), ContentType: "application/pdf", ContentLength: 8 },
      { Name: "sig.png", Content: Buffer.from("png").toString("base64"), ContentType: "image/png", ContentID: "sig@ana" },
    ],
  });

  it("shows the reply, keeps the whole message, threads by the headers and hands the files over", () => {
    const m = mapInboundEmail(email, "support@acme.com");
    expect(m).toMatchObject({ from: "ana@example.com", name: "Ana Lima", platformMessageId: "support@acme.com/reply-1@example.com", type: "text", text: "Thanks, that works.", countsAsUnread: true });
    expect(m.replyTo).toEqual(["support@acme.com/msg_1@acme.com", "support@acme.com/first@example.com"]);
    expect(m.content).toMatchObject({ subject: "Re: Your order", messageId: "reply-1@example.com", inReplyTo: "msg_1@acme.com", references: ["first@example.com", "msg_1@acme.com"] });
    expect(m.content.body).toContain("> It ships tomorrow.");
    const files = m.files ?? [];
    expect(files.map((f) => f.name)).toEqual(["invoice.pdf", "sig.png"]);
    // The inline image is shown in the HTML from its stored file, and not listed again.
    expect(m.content.html).toBe(`<p>Thanks, that works.</p><img src="/api/v1/channels/email/files/${files[1].id}" />`);
    expect(m.content.attachments).toEqual([{ id: files[0].id, name: "invoice.pdf", mimeType: "application/pdf", size: 8, url: `/api/v1/channels/email/files/${files[0].id}`, inline: false }]);
  });

  it("names a re-sent email's files the same, and another inbox's differently", () => {
    const a = mapInboundEmail(email, "support@acme.com").files!.map((f) => f.id);
    expect(mapInboundEmail(email, "support@acme.com").files!.map((f) => f.id)).toEqual(a);
    expect(mapInboundEmail(email, "sales@acme.com").files!.map((f) => f.id)).not.toEqual(a);
  });
});
