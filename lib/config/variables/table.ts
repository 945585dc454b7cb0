import { GROUPS } from "./vars";

/** The README's markers around the generated configuration tables. */
export const TABLE_START = "<!-- env-table:start -->";
export const TABLE_END = "<!-- env-table:end -->";

const cell = (s: string) => s.replace(/\|/g, "\\|");

/** The configuration tables, a group a table, as the README holds them between the markers. */
export function envTable(): string {
  const sections = GROUPS.map((g) => {
    const rows = Object.entries(g.vars).map(([name, s]) => `| \`${name}\` | ${cell(s.kind.shows)} | ${cell(s.doc)} |`);
    return [`### ${g.title}`, "", "| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
  });
  return [TABLE_START, "<!-- Generated from lib/config/variables/ by `npm run docs:env`: edit the declarations, then run it. -->", "", sections.join("\n\n"), "", TABLE_END].join("\n");
}

/** `readme` with the text between the markers replaced by envTable(); throws when a marker is missing. */
export function withEnvTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} … ${TABLE_END} section`);
  return readme.slice(0, start) + envTable() + readme.slice(end + TABLE_END.length);
}
