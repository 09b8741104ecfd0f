// JSON text to value, with syntax errors as problems at `$` (FORMATS.md §1, §4).
import { describe, expect, it, test } from 'vitest';
import { locateJsonError } from '../../formats/json-locate';
import { MAX_TEXT_BYTES, parseJsonText, validateScenario } from '../../formats/validate';
import { scenario } from './fixtures';

describe('parseJsonText', () => {
  it('parses valid JSON, ignoring a byte-order mark', () => {
    expect(parseJsonText('{"a": [1, 2.5, "x", true, null]}')).toEqual({
      ok: true,
      value: { a: [1, 2.5, 'x', true, null] },
    });
    expect(parseJsonText('\ufeff[]')).toEqual({ ok: true, value: [] });
  });

  test.each([
    ['{"a": 1,\n  "b": }', 'line 2 column 8: expected a value, got "}"'],
    ['[1, 2,]', 'line 1 column 7: a comma before "]" (JSON allows no trailing comma)'],
    ['{"a": 1,}', 'line 1 column 9: a comma before "}" (JSON allows no trailing comma)'],
    [
      "{'a': 1}",
      `line 1 column 2: expected a field name in double quotes, got "'" (JSON strings use double quotes)`,
    ],
    ['{"a" 1}', 'line 1 column 6: expected ":" after the field name, got "1"'],
    ['[1 2]', 'line 1 column 4: expected "," or "]", got "2"'],
    [
      '{"a": "x\ny"}',
      'line 1 column 9: a line break inside a string (a string must end on the line it starts)',
    ],
    ['', 'line 1 column 1: expected a value, got the end of the text'],
    ['   ', 'line 1 column 4: expected a value, got the end of the text'],
    ['[1] x', 'line 1 column 5: expected the end of the text, got "x"'],
    ['// note\n{}', 'line 1 column 1: expected a value, got "/" (JSON has no comments)'],
    ['"\\q"', 'line 1 column 2: invalid escape in a string'],
    ['{"a": tru}', 'line 1 column 7: expected a value, got "t"'],
    ['{"a": -}', 'line 1 column 7: a malformed number'],
    ['{"a": NaN}', 'line 1 column 7: expected a value, got "N"'],
    ['{"a": "never ends', 'line 1 column 7: a string that never ends (no closing ")'],
    ['\n\n  [[[', 'line 3 column 6: expected a value, got the end of the text'],
  ])('reports %j', (text, where) => {
    expect(parseJsonText(text)).toEqual({
      ok: false,
      problems: [{ path: '$', message: `invalid JSON at ${where}` }],
    });
  });

  it('locates nothing in valid JSON, deeply nested included', () => {
    for (const text of [
      '0',
      '-1.5e+3',
      '"\\u00e9\\n"',
      '{"a":{"b":[{}, [], ""]}}',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ]) {
      expect(locateJsonError(text)).toBeNull();
    }
  });

  it('refuses a 21 MB text without parsing it', () => {
    const text = `{"name": "${'x'.repeat(21 * 1024 * 1024)}"}`;
    expect(parseJsonText(text)).toEqual({
      ok: false,
      problems: [
        {
          path: '$',
          message: 'the text is too large (at least 21.0 MB); Skirmisher reads files of at most 20.0 MB',
        },
      ],
    });
  });

  it('counts UTF-8 bytes, not characters, near the limit', () => {
    const text = `"${'é'.repeat(MAX_TEXT_BYTES / 2)}"`;
    expect(text.length).toBeLessThan(MAX_TEXT_BYTES);
    expect(parseJsonText(text)).toEqual({
      ok: false,
      problems: [
        { path: '$', message: 'the text is too large (20.0 MB); Skirmisher reads files of at most 20.0 MB' },
      ],
    });
    expect(parseJsonText(`"${'x'.repeat(MAX_TEXT_BYTES - 2)}"`).ok).toBe(true);
  });

  it('feeds validateScenario', () => {
    const parsed = parseJsonText(JSON.stringify(scenario(), null, 2));
    expect(parsed.ok && validateScenario(parsed.value).ok).toBe(true);
  });
});
