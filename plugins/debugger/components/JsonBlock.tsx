import type { ReactNode } from 'react';

/** A value as indented JSON in a scrollable, keyboard-reachable block (a developer reads it, nobody edits it). */
export function JsonBlock({ value, label }: { value: unknown; label: string }): ReactNode {
  return (
    <pre className="debugger-json" tabIndex={0} aria-label={label}>
      {JSON.stringify(value, null, 2) ?? 'undefined'}
    </pre>
  );
}
