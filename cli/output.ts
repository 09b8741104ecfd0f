/** Where command output goes: one JSON document or text on stdout (FORMATS.md §5 `--json`). */

/** Output sink of a command; `fail()` marks a game or input error (exit 1) after printing. */
export interface Output {
  result(json: boolean, doc: unknown, text: () => string): void;
  fail(): void;
  /** Progress lines for long commands (stderr, text mode only). */
  note(json: boolean, line: string): void;
  exitCode: number;
}

/** The process's output: stdout for results, stderr for notes. */
export function processOutput(): Output {
  const o: Output = {
    exitCode: 0,
    result(json, doc, text) {
      process.stdout.write(json ? `${JSON.stringify(doc, null, 2)}\n` : `${text()}\n`);
    },
    fail() {
      o.exitCode = 1;
    },
    note(json, line) {
      if (!json) process.stderr.write(`${line}\n`);
    },
  };
  return o;
}
