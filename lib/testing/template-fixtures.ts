/** A utility template body that passes the linter: the HTTP tests post it, the domain tests parse it. */
export const utilityTemplate = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  language: "en_US",
  category: "UTILITY",
  bodyText: "Hi {{1}}, your order is on its way.",
  bodyExamples: ["Sara"],
  variableMapping: { "1": { type: "contact_field", value: "firstName" } },
  buttons: [{ type: "QUICK_REPLY", text: "Thanks" }],
  ...over,
});
