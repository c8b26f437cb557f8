/**
 * The characters no text of a visitor may hold (docs/decisions/168): the control characters (C0,
 * DEL, C1: PostgreSQL refuses NUL, and ESC or CSI would drive the terminal that shows an export),
 * and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reverse
 * whole runs of letters and so make a text look like another. A multi-line field keeps TAB, LF and
 * CR. The bidi marks (LRM, RLM, ALM) are kept: Arabic and Hebrew text uses them, and they cannot
 * reverse letters. Plain code without zod, so that the forms of every page can use it.
 */
const refusedOnOneLine = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const refusedOnLines = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** True when the text holds a character no field takes; `multiLine` fields may break lines and hold tabs. */
export function hasRefusedCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? refusedOnLines : refusedOnOneLine).test(value);
}
