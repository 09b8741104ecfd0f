/**
 * Finds where JSON text first goes wrong and says why, in words that do not depend on the JavaScript engine
 * (`JSON.parse` messages differ between Node versions, and older ones give no position). Only used after
 * `JSON.parse` has failed, to report `invalid JSON at line 3 column 14: expected "," or "}", got "]"`.
 * Iterative, so deeply nested text cannot overflow the stack.
 */

/** Where and why JSON text is invalid: `offset` in UTF-16 units, `line` and `column` 1-based. */
export interface JsonSyntaxError {
  offset: number;
  line: number;
  column: number;
  message: string;
}

function shown(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the text';
  if (ch === "'") return `"'" (JSON strings use double quotes)`;
  if (ch === '/') return '"/" (JSON has no comments)';
  if (ch === '\n' || ch === '\r') return 'a line break';
  if (ch === '\t') return 'a tab';
  const code = ch.charCodeAt(0);
  if (code < 0x20) return `a control character (code ${code})`;
  return JSON.stringify(ch);
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/;

/** The first syntax error of `text` as JSON, or null if it is valid JSON. Example: `locateJsonError('[1,]')`. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  const n = text.length;
  const stack: string[] = [];
  let i = 0;
  let mode: 'value' | 'key' | 'after' = 'value';

  const fail = (offset: number, message: string): JsonSyntaxError => {
    const before = text.slice(0, offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 1;
    for (let k = before.indexOf('\n'); k !== -1; k = before.indexOf('\n', k + 1)) line++;
    return { offset, line, column: offset - lineStart + 1, message };
  };
  const skipWs = () => {
    while (i < n) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else break;
    }
  };
  /** Scans a string starting at the opening quote; returns an error or null. */
  const scanString = (): JsonSyntaxError | null => {
    const start = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c === 0x5c) {
        if (!ESCAPE.test(text.slice(i + 1, i + 6))) return fail(i, 'invalid escape in a string');
        i += text[i + 1] === 'u' ? 6 : 2;
      } else if (c < 0x20) {
        return fail(i, `${shown(text[i])} inside a string (a string must end on the line it starts)`);
      } else i++;
    }
    return fail(start, 'a string that never ends (no closing ")');
  };

  while (true) {
    skipWs();
    const c = text[i];
    if (mode === 'value') {
      if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        skipWs();
        if (text[i] === (c === '{' ? '}' : ']')) {
          stack.pop();
          i++;
          mode = 'after';
        } else mode = c === '{' ? 'key' : 'value';
      } else if (c === '"') {
        const e = scanString();
        if (e !== null) return e;
        mode = 'after';
      } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (m === null || m[0] === '-') return fail(i, 'a malformed number');
        i += m[0].length;
        mode = 'after';
      } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
        i += 4;
        mode = 'after';
      } else if (text.startsWith('false', i)) {
        i += 5;
        mode = 'after';
      } else {
        return fail(i, `expected a value, got ${shown(c)}`);
      }
    } else if (mode === 'key') {
      if (c !== '"') {
        return fail(
          i,
          c === '}'
            ? 'a comma before "}" (JSON allows no trailing comma)'
            : `expected a field name in double quotes, got ${shown(c)}`,
        );
      }
      const e = scanString();
      if (e !== null) return e;
      skipWs();
      if (text[i] !== ':') return fail(i, `expected ":" after the field name, got ${shown(text[i])}`);
      i++;
      mode = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? fail(i, `expected the end of the text, got ${shown(c)}`) : null;
      const close = top === '{' ? '}' : ']';
      if (c === ',') {
        i++;
        skipWs();
        if (top === '[' && text[i] === ']')
          return fail(i, 'a comma before "]" (JSON allows no trailing comma)');
        mode = top === '{' ? 'key' : 'value';
      } else if (c === close) {
        stack.pop();
        i++;
      } else {
        return fail(i, `expected "," or "${close}", got ${shown(c)}`);
      }
    }
  }
}
