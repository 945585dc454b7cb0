import { filled, type LintCtx } from "./lint-context";
import { distinctVariables, endsWithVariable, hasAdjacentVariables, scanVariables, startsWithVariable } from "./variables";

interface TextRules {
  max: number;
  /** "none": no variables; "one": at most {{1}}; "many": {{1}}..{{n}}. */
  variables: "none" | "one" | "many";
  /** The platform refuses a body that starts or ends with a variable. */
  edges?: boolean;
}

/** Length and variable rules of one text; answers the number of variables, or null when they are unusable. */
export function lintText(c: LintCtx, path: string, text: string, rules: TextRules): number | null {
  const length = [...text].length;
  if (length > rules.max) c.add(path, `must be at most ${rules.max.toLocaleString("en")} characters (has ${length.toLocaleString("en")})`);
  const scan = scanVariables(text);
  for (const bad of new Set(scan.malformed)) c.add(path, `has ${bad}: variables are written {{1}}, {{2}}, ... with no spaces or names`);
  if (scan.stray) c.add(path, "has an unmatched {{ or }}");
  // Numbering is judged only once every placeholder is well formed.
  if (scan.malformed.length || scan.stray) return null;
  if (rules.variables === "none") {
    if (scan.numbers.length) c.add(path, "cannot hold variables");
    return 0;
  }
  const distinct = distinctVariables(text);
  if (rules.variables === "one" && (distinct.length > 1 || (distinct.length === 1 && distinct[0] !== 1))) {
    c.add(path, "may hold at most one variable, {{1}}");
    return null;
  }
  if (distinct.some((n, i) => n !== i + 1)) {
    c.add(path, `variables must be numbered {{1}} to {{${distinct.length}}} in order of first use, without gaps (found ${distinct.map((n) => `{{${n}}}`).join(", ")})`);
    return null;
  }
  if (rules.edges && distinct.length) {
    if (startsWithVariable(text)) c.add(path, "cannot start with a variable: put some words before it");
    if (endsWithVariable(text)) c.add(path, "cannot end with a variable: put some words or punctuation after it");
  }
  if (hasAdjacentVariables(text)) c.add(path, "has two variables next to each other: put some words between them");
  return distinct.length;
}

/** One sample per variable, in order. */
export function lintExamples(c: LintCtx, path: string, examples: string[] | undefined, count: number | null, of: string) {
  if (count === null) return; // the text's own problems come first
  const list = examples ?? [];
  if (list.length !== count) {
    c.add(path, `needs one sample per variable of ${of}: ${count} variable${count === 1 ? "" : "s"}, ${list.length} sample${list.length === 1 ? "" : "s"}`);
    return;
  }
  list.forEach((e, i) => {
    if (!filled(e)) c.add(`${path}.${i}`, `is required: the sample for {{${i + 1}}}`);
    else if (/\{\{|\}\}/.test(e)) c.add(`${path}.${i}`, "is a sample value and cannot hold a variable");
  });
}
