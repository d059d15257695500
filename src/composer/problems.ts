import type { ErrorObject } from 'ajv';

/** One mistake in one file: what `npm run validate` prints as a line, and what the server refuses with. */
export interface Problem {
  file: string;
  /** JSON pointer to the offending value ('' for the whole document). */
  pointer: string;
  message: string;
  expected: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file} ${p.pointer || '/'}: ${p.message}; expected ${p.expected}`;
}

/** Turns ajv's errors into problems that say what was expected, in words an operator can act on. */
export function problemsFromAjv(file: string, errors: readonly ErrorObject[] | null | undefined): Problem[] {
  if (!errors) return [];
  return errors.map((e) => {
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        return { file, pointer: `${e.instancePath}/${escapePointerSegment(String(p.missingProperty))}`, message: 'is missing', expected: `a "${String(p.missingProperty)}" property` };
      case 'additionalProperties':
        return { file, pointer: `${e.instancePath}/${escapePointerSegment(String(p.additionalProperty))}`, message: 'is not a known property', expected: 'one of the properties the schema lists (check the spelling)' };
      case 'type':
        return { file, pointer: e.instancePath, message: 'has the wrong type', expected: `a value of type ${String(p.type)}` };
      case 'enum':
        return { file, pointer: e.instancePath, message: 'is not an allowed value', expected: `one of ${JSON.stringify(p.allowedValues)}` };
      case 'pattern':
        return { file, pointer: e.instancePath, message: 'has the wrong format', expected: `text matching ${String(p.pattern)}` };
      case 'propertyNames':
        return { file, pointer: e.instancePath, message: `has an invalid key "${String(p.propertyName)}"`, expected: 'keys in the documented format' };
      case 'uniqueItems':
        return { file, pointer: e.instancePath, message: `repeats an item (items ${String(p.j)} and ${String(p.i)})`, expected: 'each item once' };
      case 'minLength':
        return { file, pointer: e.instancePath, message: 'is too short', expected: `at least ${String(p.limit)} character(s)` };
      case 'minItems':
        return { file, pointer: e.instancePath, message: 'has too few items', expected: `at least ${String(p.limit)} item(s)` };
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
        return { file, pointer: e.instancePath, message: 'is out of range', expected: `a number ${String(p.comparison)} ${String(p.limit)}` };
      default:
        return { file, pointer: e.instancePath, message: e.message ?? `fails ${e.keyword}`, expected: `a value satisfying ${e.keyword} ${JSON.stringify(p)}` };
    }
  });
}

export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
