import { describe, expect, it } from "vitest";
import { lintTemplate } from "@/lib/templates/lint";
import {
  AUTH_BODY_TEXT,
  describePath,
  emptyButton,
  emptyTemplateForm,
  insertVariable,
  isMissingValue,
  mappingRows,
  problemsByField,
  stillStanding,
  toFieldPath,
  toTemplateInput,
  type TemplateFormValues,
} from "./template-form";

const form = (patch: Partial<TemplateFormValues> = {}): TemplateFormValues => ({ ...emptyTemplateForm(), name: "order_ready", ...patch });

describe("insert variable", () => {
  it("inserts the next number at the caret and puts the caret after it", () => {
    expect(insertVariable("Hi , ready", 3)).toEqual({ text: "Hi {{1}}, ready", caret: 8, variable: 1 });
    expect(insertVariable("Hi {{1}}, order  ships", 16)).toEqual({ text: "Hi {{1}}, order {{2}} ships", caret: 21, variable: 2 });
  });

  it("replaces a selection and clamps a caret outside the text", () => {
    expect(insertVariable("Hi NAME!", 3, 7)).toEqual({ text: "Hi {{1}}!", caret: 8, variable: 1 });
    expect(insertVariable("Hi ", 99)).toEqual({ text: "Hi {{1}}", caret: 8, variable: 1 });
  });

  it("numbers after the highest variable, whatever the order", () => {
    expect(insertVariable("{{3}} and {{1}}", 0).variable).toBe(4);
  });
});

describe("form values to the API input", () => {
  it("a standard template with a variable, its sample and its source passes the linter", () => {
    const input = toTemplateInput(
      form({
        bodyText: "Hi {{1}}, your order is ready.",
        bodyExamples: ["Sam", "left over from a deleted {{2}}"],
        mapping: [{ type: "contact_field", value: "firstName" }, { type: "static", value: "x" }],
        buttons: [{ ...emptyButton(), text: "Thanks", url: "https://ignored.example" }],
        footerText: "  ",
      }),
    );
    expect(input).toMatchObject({
      bodyExamples: ["Sam"],
      variableMapping: { "1": { type: "contact_field", value: "firstName" } },
      buttons: [{ type: "QUICK_REPLY", text: "Thanks" }],
      footerText: null,
      headerText: null,
      carouselCards: [],
      ltoText: null,
    });
    expect(input.buttons[0]).not.toHaveProperty("url");
    expect(lintTemplate(input)).toEqual([]);
  });

  it("hides the sections of other kinds: cards only for CAROUSEL, footer not for offers", () => {
    const base = form({ bodyText: "Hello", footerText: "Bye", ltoText: "Sale", headerType: "TEXT", headerText: "Hi" });
    expect(toTemplateInput(base).carouselCards).toEqual([]);
    expect(toTemplateInput(base).ltoText).toBeNull();
    const carousel = toTemplateInput({ ...base, templateType: "CAROUSEL" });
    expect(carousel).toMatchObject({ headerType: "NONE", headerText: null, footerText: null, buttons: [] });
    expect(carousel.carouselCards).toHaveLength(2);
    const offer = toTemplateInput({ ...base, templateType: "LIMITED_TIME_OFFER", ltoExpiration: "2030-01-02T03:04" });
    expect(offer).toMatchObject({ footerText: null, ltoText: "Sale" });
    expect(offer.ltoExpiration).toBe(new Date("2030-01-02T03:04").toISOString());
  });

  it("AUTHENTICATION sends the fixed body, the OTP button and its options only", () => {
    const input = toTemplateInput(
      form({
        category: "AUTHENTICATION",
        templateType: "CAROUSEL",
        headerType: "TEXT",
        bodyText: "ignored {{1}}",
        footerText: "ignored",
        buttons: [emptyButton("URL")],
        authExpirationMinutes: "15",
      }),
    );
    expect(input).toMatchObject({
      templateType: "STANDARD",
      headerType: "NONE",
      bodyText: AUTH_BODY_TEXT,
      bodyExamples: [],
      footerText: null,
      authExpirationMinutes: 15,
      variableMapping: null,
      buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }],
    });
    expect(lintTemplate(input)).toEqual([]);
  });

  it("a media header sends its upload handle; a text header its sample only with {{1}}", () => {
    expect(toTemplateInput(form({ headerType: "IMAGE", headerHandle: "4::aW1n:AB", headerExample: "stale" })).headerExample).toBe("4::aW1n:AB");
    expect(toTemplateInput(form({ headerType: "TEXT", headerText: "Order {{1}}", headerExample: "#7" })).headerExample).toBe("#7");
    expect(toTemplateInput(form({ headerType: "TEXT", headerText: "Order", headerExample: "#7" })).headerExample).toBeNull();
  });

  it("stored mappings come back as one row per variable", () => {
    expect(mappingRows({ "2": { type: "static", value: "soon" } }, 2)).toEqual([
      { type: "contact_field", value: "" },
      { type: "static", value: "soon" },
    ]);
  });
});

describe("problem paths", () => {
  const standard = { category: "MARKETING", headerType: "TEXT" } as const;
  it("maps API paths onto the form's fields", () => {
    expect(toFieldPath("buttons.1.text", standard)).toBe("buttons.1.text");
    expect(toFieldPath("variableMapping.2.value", standard)).toBe("mapping.1.value");
    expect(toFieldPath("variableMapping.1", standard)).toBe("mapping.0");
    expect(toFieldPath("variableMapping", standard)).toBe("mapping");
    expect(toFieldPath("headerExample", standard)).toBe("headerExample");
    expect(toFieldPath("headerExample", { ...standard, headerType: "VIDEO" })).toBe("headerHandle");
  });

  it("puts an AUTHENTICATION template's button problems on the code button section", () => {
    const auth = { category: "AUTHENTICATION", headerType: "NONE" } as const;
    expect(toFieldPath("buttons", auth)).toBe("otp");
    expect(toFieldPath("buttons.0.type", auth)).toBe("otp");
    expect(toFieldPath("buttons.0.supportedApps.0.packageName", auth)).toBe("otp.supportedApps.0.packageName");
  });

  it("names paths in words for the summary", () => {
    expect(describePath("buttons.1.text")).toBe("Button 2 label");
    expect(describePath("carouselCards.0.buttons.1.url")).toBe("Card 1 Button 2 URL");
    expect(describePath("mapping.0.value")).toBe("Source of {{1}} value");
    expect(describePath("bodyExamples.2")).toBe("Sample for {{3}}");
    expect(describePath("ltoExpiration")).toBe("Offer ends");
    expect(describePath("somethingNew")).toBe("SomethingNew");
  });

  it("tells missing values (shown once the field was visited) from wrong ones", () => {
    expect(isMissingValue("is required: the sample for {{1}}")).toBe(true);
    expect(isMissingValue("needs a URL button: a LIMITED_TIME_OFFER template links to the offer")).toBe(true);
    expect(isMissingValue("must be at most 25 characters (has 30)")).toBe(false);
  });
});

describe("lists filled out of order", () => {
  it("fills holes in samples and mapping rows instead of sending null", () => {
    const examples: string[] = [];
    examples[1] = "second";
    const mapping: TemplateFormValues["mapping"] = [];
    mapping[1] = { type: "static", value: "x" };
    const input = toTemplateInput(form({ bodyText: "A {{1}} b {{2}} c", bodyExamples: examples, mapping }));
    expect(input.bodyExamples).toEqual(["", "second"]);
    expect(input.variableMapping).toEqual({ "1": { type: "contact_field", value: "" }, "2": { type: "static", value: "x" } });
    expect(lintTemplate(input).map((p) => p.path)).toEqual(["bodyExamples.0", "variableMapping.1.value"]);
  });

  it("labels copy-code buttons as the platform does", () => {
    expect(toTemplateInput(form({ bodyText: "Hi", buttons: [{ ...emptyButton("COPY_CODE"), couponCode: "SAVE10" }] })).buttons).toEqual([
      { type: "COPY_CODE", text: "Copy offer code", couponCode: "SAVE10" },
    ]);
  });
});

describe("problems by field", () => {
  it("groups the API's problems under the form's field paths", () => {
    const map = problemsByField(
      [
        { path: "buttons.0.text", message: "must be at most 25 characters (has 30)" },
        { path: "buttons.0.text", message: "cannot hold variables" },
        { path: "buttons.0.text", message: "cannot hold variables" },
        { path: "variableMapping.1.value", message: "is required" },
      ],
      { category: "MARKETING", headerType: "NONE" },
    );
    expect(Object.fromEntries(map)).toEqual({
      "buttons.0.text": ["must be at most 25 characters (has 30)", "cannot hold variables"],
      "mapping.0.value": ["is required"],
    });
  });
});

describe("problems of an earlier draft", () => {
  it("keep standing only where the field has not changed since", () => {
    const judged = { name: "x", buttons: [{ text: "Thanks, I will be there soon!!" }], variableMapping: { "1": { type: "contact_field", value: "" } } };
    const now = { name: "x", buttons: [{ text: "On my way" }], variableMapping: { "1": { type: "contact_field", value: "" } } };
    const problems = [
      { path: "buttons.0.text", message: "must be at most 25 characters (has 30)" },
      { path: "variableMapping.1.value", message: "is required" },
      { path: "buttons", message: "needs a URL button" },
    ];
    expect(stillStanding(problems, judged, now).map((p) => p.path)).toEqual(["variableMapping.1.value"]);
    expect(stillStanding(problems, now, now)).toEqual(problems);
  });
});
