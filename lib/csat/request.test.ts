import { describe, expect, it } from "vitest";
import { choiceId, languageFor, parseChoiceId, ratingDigit, ratingRequest, surveyLink } from "./request";

describe("the rating request", () => {
  const request = (askComment = false) => ratingRequest({ surveyId: "csat_abc", language: "en", settings: { enabled: true, questions: {}, defaultLanguage: "en", askComment }, link: "https://app.example/csat/tok" });

  it("offers five answers, best first, each naming the survey and the rating", () => {
    const m = request();
    expect(m.text).toBe("How would you rate the help you received?");
    expect(m.choices.map((c) => [c.id, c.title])).toEqual([
      ["csat:csat_abc:5", "★★★★★ Excellent"],
      ["csat:csat_abc:4", "★★★★ Good"],
      ["csat:csat_abc:3", "★★★ Okay"],
      ["csat:csat_abc:2", "★★ Poor"],
      ["csat:csat_abc:1", "★ Terrible"],
    ]);
    expect(m.fallback).toBe("How would you rate the help you received?\nReply with a number from 1 (terrible) to 5 (excellent).");
    expect(m.link).toBe("https://app.example/csat/tok");
  });

  it("invites a comment only when the inbox asks for one, and uses the inbox's question", () => {
    expect(request(true).fallback).toContain("You can add a comment in your next message.");
    const ar = ratingRequest({ surveyId: "s", language: "ar", settings: { enabled: true, questions: { ar: "  ما رأيك؟ " }, defaultLanguage: "en", askComment: false }, link: "x" });
    expect(ar.text).toBe("ما رأيك؟");
    expect(ar.choices[0].title).toBe("★★★★★ ممتاز");
  });

  it("asks in Arabic when the customer wrote Arabic, else in the inbox's language", () => {
    expect(languageFor("وين طلبي", { defaultLanguage: "en" })).toBe("ar");
    expect(languageFor("where is my order", { defaultLanguage: "ar" })).toBe("ar");
    expect(languageFor("where is my order", undefined)).toBe("en");
  });

  it("links the public page by token", () => expect(surveyLink("https://app.example/", "T0k")).toBe("https://app.example/csat/T0k"));
});

describe("reading an answer", () => {
  it("parses only the survey's own choice ids", () => {
    expect(parseChoiceId(choiceId("csat_X1", 3))).toEqual({ surveyId: "csat_X1", rating: 3 });
    for (const other of ["csat:csat_X1:6", "csat:csat_X1:0", "csat::5", "order:42", "", null, undefined, "csat:a b:5"]) expect(parseChoiceId(other)).toBeNull();
  });

  it("takes a lone digit 1–5, Arabic-Indic digits too, and nothing else", () => {
    expect([" 5 ", "1", "٤"].map(ratingDigit)).toEqual([5, 1, 4]);
    for (const other of ["0", "6", "55", "5 stars", "five", "", null]) expect(ratingDigit(other)).toBeNull();
  });
});
