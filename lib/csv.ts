/** CSV as RFC 4180 writes it, shared by the server's exports and the browser that counts what it received. */

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One field: a leading formula character is defused with `'`; quoted when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its CRLF line end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** How many records a CSV text holds (header included): line ends outside quotes, plus an unterminated last line. */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  let open = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      records++;
      open = false;
    } else if (char !== '\r' && char !== '\uFEFF') open = true;
  }
  return open ? records + 1 : records;
}
