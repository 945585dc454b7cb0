import { describe, expect, it } from "vitest";
import { sendTimeInputs } from "./template-send";

describe("send-time inputs", () => {
  it("asks for a header variable and each dynamic link ending, with their samples as hints", () => {
    const inputs = sendTimeInputs({
      headerType: "TEXT",
      headerText: "Order {{1}} shipped",
      headerExample: "#10452",
      buttons: [
        { type: "QUICK_REPLY", text: "Thanks" },
        { type: "URL", text: "Track", url: "https://shop.example/t/{{1}}", urlExample: "https://shop.example/t/10452" },
        { type: "URL", text: "Shop", url: "https://shop.example/" },
      ],
    });
    expect(inputs.map((i) => [i.key, i.label, i.placeholder])).toEqual([
      ["header", "Header {{1}}", "#10452"],
      ["button-1", "“Track” link ending", "10452"],
    ]);
    expect(inputs[0].component("#7")).toEqual({ type: "header", parameters: [{ type: "text", text: "#7" }] });
    expect(inputs[1].component("7")).toEqual({ type: "button", sub_type: "url", index: 1, parameters: [{ type: "text", text: "7" }] });
  });

  it("needs nothing for plain headers, media headers and static links", () => {
    expect(sendTimeInputs({ headerType: "TEXT", headerText: "Hello", buttons: [{ type: "URL", text: "Go", url: "https://x.example" }] })).toEqual([]);
    expect(sendTimeInputs({ headerType: "IMAGE", headerText: null, buttons: [] })).toEqual([]);
  });
});
