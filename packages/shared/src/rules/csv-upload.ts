/**
 * The CSV upload rule of spec section 5: before sending, the web client strips every double quote
 * from the file contents and doubles every backslash. The server reads the text back with
 * `readPreparedCsv`, which undoes the doubling and splits lines and cells. Because quotes are gone,
 * a comma cannot be protected by quoting; instead a comma inside parentheses stays in its cell (so an
 * availability rule such as `(VOLT IN (1,2))` is one cell), and a sheet may let its last column take
 * the rest of the line (descriptions).
 */
export function prepareCsvUpload(text: string): string {
  return text.replaceAll('"', '').replaceAll('\\', '\\\\');
}

/** One non-empty line of an uploaded CSV: its 1-based line number and its cells as written (untrimmed). */
export type CsvLine = { line: number; cells: string[] };

/**
 * Splits prepared CSV text into lines of cells: backslashes are un-doubled, a byte-order mark is
 * dropped, CRLF/CR/LF all end a line, blank lines are skipped (keeping line numbers true).
 */
export function readPreparedCsv(prepared: string): CsvLine[] {
  const text = prepared.replace(/^\uFEFF/, '').replaceAll('\\\\', '\\');
  const lines: CsvLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    lines.push({ line: index + 1, cells: splitOutsideParentheses(raw) });
  });
  return lines;
}

/** Splits a line at commas that are not inside parentheses; a stray ')' never makes the depth negative. */
function splitOutsideParentheses(line: string): string[] {
  const cells: string[] = [];
  let depth = 0;
  let start = 0;
  // Stryker disable next-line EqualityOperator: line[line.length] is undefined, which matches no case.
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (character === '(') depth++;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ',' && depth === 0) {
      cells.push(line.slice(start, index));
      start = index + 1;
    }
  }
  cells.push(line.slice(start));
  return cells;
}

/**
 * CSV as a spreadsheet program saves it (RFC 4180), for files read whole on the server such as an
 * engineer's schedule (ADR 0042), where quotes are not stripped first: a field in double quotes keeps
 * its commas and line breaks ("FCU-1, north" is one cell) and "" inside it is one quote. Records end
 * at CRLF, CR or LF outside quotes; a byte-order mark is dropped; a record with no text in any cell is
 * skipped, and each record keeps the line number it starts on. Leniently, whitespace before an opening
 * quote is dropped, a quote inside an unquoted field is kept as written, text after a closing quote
 * joins the field, and a quote never closed runs to the end of the text.
 */
export function readCsv(text: string): CsvLine[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const character = source[index] as string;
    const next = source[index + 1];
    if (quoted) {
      if (character === '"' && next === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else {
        // A line break inside quotes belongs to the cell, and still counts as a line of the file.
        if (character === '\n' || (character === '\r' && next !== '\n')) line++;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && next === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += character;
  }
  endRecord();
  return records;
}

/** OWASP CSV injection: a text cell starting with one of these would run as a formula. */
const FORMULA_PREFIX = /^[=+\-@\t\r]/;

/** Export: text that a spreadsheet would read as a formula gets a leading apostrophe. */
export function escapeSpreadsheetText(value: string): string {
  return FORMULA_PREFIX.test(value) ? `'${value}` : value;
}

/** Upload: undoes `escapeSpreadsheetText`, so a downloaded sheet uploads unchanged. */
export function unescapeSpreadsheetText(value: string): string {
  return value.startsWith("'") && FORMULA_PREFIX.test(value.slice(1)) ? value.slice(1) : value;
}
