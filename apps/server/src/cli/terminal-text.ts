// Text from players (nicknames, support messages, mail) reaches the operator's terminal through
// the CLI. Escape sequences in it could clear the screen, rewrite earlier lines, retitle the
// window or flip text direction, so every line the CLI prints goes through safeTerminalText.

// C0 controls except tab and newline, DEL, C1 controls, and the bidi embedding/override/isolate
// marks that reorder what the operator sees.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text with every unsafe character shown as "?" (newlines and tabs kept). */
export function safeTerminalText(text: string): string {
  return text.replace(UNSAFE, '?');
}

/** A printer that makes every line safe before handing it on. */
export function safePrinter(print: (line: string) => void): (line: string) => void {
  return (line) => print(safeTerminalText(String(line)));
}
