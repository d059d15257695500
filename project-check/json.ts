/**
 * JSON text to data, or one problem line that says where and why the text is broken (line, column,
 * what the parser wanted). Pure: no file system.
 */
import type { Problem } from '../src/composer/problems.ts';

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: Math.min(offset, text.length) - lineStart + 1 };
}

export interface JsonSyntaxError {
  offset: number;
  /** What the parser wanted at `offset`, e.g. "a property name in double quotes". */
  expected: string;
}

/**
 * Where JSON.parse gave up, and why. Node 20's messages often carry no position, so this is a small
 * scanner of its own; it only runs on text JSON.parse has already refused. Iterative (an explicit
 * stack), so a deeply nested file cannot overflow it.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const n = text.length;
  const stack: ('{' | '[')[] = [];
  const skipSpace = () => {
    while (i < n) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else break;
    }
  };
  const fail = (expected: string): JsonSyntaxError => ({ offset: i, expected });
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

  const readString = (): JsonSyntaxError | null => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return null;
      }
      if (c === 92) {
        const e = text[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else return fail('a valid escape sequence (\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)');
        continue;
      }
      if (c < 0x20) return fail('a closing double quote before the end of the line (or \\n inside the text)');
      i++;
    }
    return fail('a closing double quote');
  };

  /** After a value: a comma, the container's closing bracket (repeatedly), or the end. */
  const afterValue = (): JsonSyntaxError | null | 'done' => {
    for (;;) {
      skipSpace();
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? fail('the end of the document (only one top-level value)') : 'done';
      const close = top === '{' ? '}' : ']';
      if (text[i] === close) {
        i++;
        stack.pop();
        continue;
      }
      if (text[i] !== ',') return fail(`',' or '${close}'`);
      i++;
      skipSpace();
      if (top === '[') return text[i] === ']' ? fail('a value (JSON allows no trailing comma)') : null;
      if (text[i] !== '"') return fail(text[i] === '}' ? 'a property name in double quotes (JSON allows no trailing comma)' : 'a property name in double quotes');
      const e = readString();
      if (e) return e;
      skipSpace();
      if (text[i] !== ':') return fail("':' after the property name");
      i++;
      return null;
    }
  };

  // Loop invariant: at the top of the loop a value is expected.
  for (;;) {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') {
        i++;
      } else {
        if (text[i] !== '"') return fail("a property name in double quotes or '}'");
        stack.push('{');
        const e = readString();
        if (e) return e;
        skipSpace();
        if (text[i] !== ':') return fail("':' after the property name");
        i++;
        continue;
      }
    } else if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') i++;
      else {
        stack.push('[');
        continue;
      }
    } else if (c === '"') {
      const e = readString();
      if (e) return e;
    } else if (c === 't' || c === 'f' || c === 'n') {
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : 'null';
      if (text.startsWith(word, i)) i += word.length;
      else return fail('a value (strings need double quotes; literals are true, false and null)');
    } else if (c !== undefined && (c === '-' || (c >= '0' && c <= '9'))) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return fail('a number');
      i = NUMBER.lastIndex;
    } else {
      return fail(c === undefined ? 'a value before the end of the file' : 'a value (strings need double quotes)');
    }
    const next = afterValue();
    if (next === 'done') return null;
    if (next) return next;
  }
}

/** Parses JSON text, or describes where and why it is broken, in one line. */
export function parseJson(file: string, text: string): { ok: true; data: unknown } | { ok: false; problem: Problem } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // editors on Windows add a BOM
  try {
    return { ok: true, data: JSON.parse(body) as unknown };
  } catch (error) {
    let found: JsonSyntaxError | null;
    try {
      found = findJsonSyntaxError(body);
    } catch {
      found = null; // the locator is a courtesy; the line below still names the file
    }
    if (!found) {
      const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
      found = { offset: position ? Number(position[1]) : 0, expected: 'well-formed JSON' };
    }
    const { line, column } = lineAndColumn(body, found.offset);
    const ch = body[found.offset];
    const what = ch === undefined ? 'the file ends too early' : `unexpected ${JSON.stringify(ch)}`;
    return {
      ok: false,
      problem: { file, pointer: '', message: `is not valid JSON: ${what} at line ${line}, column ${column}`, expected: found.expected },
    };
  }
}
