import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Lexer, type Tokens } from "marked";

/**
 * The tables of content/API-CONVENTIONS.md that the content checks apply, read from the file itself
 * so each fact is written once: the decimal places of every currency the examples use (section
 * "Amounts and currencies"), the error types with their fixed status and title (section
 * "Errors") and the charge bearers of the 2.0 payment fee model with what each is used for (section
 * "The fee model"). Throws naming the section when a table is missing or malformed.
 */
export interface Conventions {
  /** ISO 4217 code -> decimal places of its minor unit. */
  decimalPlaces: Map<string, number>;
  errorTypes: { status: number; type: string; title: string }[];
  /** Each `charge_bearer` of the fee model table, with its "Used for" cell. */
  chargeBearers: { bearer: string; usedFor: string }[];
}

const cellText = (cell: Tokens.TableCell) => cell.text.replace(/`/g, "").trim();

/**
 * The first table after the heading `section` (of `depth`, `##` by default) in `markdown`, as header
 * and rows of cell text. Throws naming `file` and the section when there is no such heading or table.
 */
export function tableAfter(
  markdown: string,
  section: string,
  depth = 2,
  file = "API-CONVENTIONS.md",
): { header: string[]; rows: string[][] } {
  const tokens = new Lexer().lex(markdown);
  const start = tokens.findIndex(
    (token) =>
      token.type === "heading" &&
      (token as Tokens.Heading).depth === depth &&
      (token as Tokens.Heading).text === section,
  );
  const marker = "#".repeat(depth);
  if (start < 0) throw new Error(`${file} has no section "${marker} ${section}"`);
  for (const token of tokens.slice(start + 1)) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= depth) break;
    if (token.type === "table") {
      const table = token as Tokens.Table;
      return { header: table.header.map(cellText), rows: table.rows.map((row) => row.map(cellText)) };
    }
  }
  throw new Error(`${file}: section "${marker} ${section}" has no table`);
}

/** Reads the checked tables of `<contentDir>/API-CONVENTIONS.md`. */
export function readConventions(contentDir: string): Conventions {
  const markdown = readFileSync(join(contentDir, "API-CONVENTIONS.md"), "utf8");
  const currencies = tableAfter(markdown, "Amounts and currencies");
  const decimalPlaces = new Map<string, number>();
  for (const [code, places] of currencies.rows) {
    if (!/^[A-Z]{3}$/.test(code) || !/^\d$/.test(places))
      throw new Error(
        `API-CONVENTIONS.md, "Amounts and currencies": row "${code} | ${places}" is not a currency code and a number of decimal places`,
      );
    decimalPlaces.set(code, Number(places));
  }
  const errors = tableAfter(markdown, "Errors");
  const column = (name: string) => {
    const index = errors.header.indexOf(name);
    if (index < 0) throw new Error(`API-CONVENTIONS.md, "Errors": the table has no column "${name}"`);
    return index;
  };
  const [status, type, title] = [column("Status"), column("type"), column("title")];
  const errorTypes = errors.rows.map((row) => ({ status: Number(row[status]), type: row[type], title: row[title] }));
  const fees = tableAfter(markdown, "The fee model");
  const bearerColumn = fees.header.indexOf("charge_bearer");
  const usedForColumn = fees.header.indexOf("Used for");
  if (bearerColumn < 0 || usedForColumn < 0)
    throw new Error('API-CONVENTIONS.md, "The fee model": the table has no column "charge_bearer" or "Used for"');
  const chargeBearers = fees.rows.map((row) => ({ bearer: row[bearerColumn], usedFor: row[usedForColumn] }));
  return { decimalPlaces, errorTypes, chargeBearers };
}
