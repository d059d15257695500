import type { ReactNode } from 'react';

/** A row of drawn (or picked) numbers as balls; `matched` ones stand out. The list is read as one sentence. */
export function DrawNumbers({ numbers, label, matched = [] }: { numbers: readonly number[]; label: string; matched?: readonly number[] }): ReactNode {
  return (
    <ul className="lotto-balls" aria-label={label}>
      {numbers.map((n) => (
        <li key={n} className={`lotto-ball${matched.includes(n) ? ' lotto-ball--matched' : ''}`}>
          {n}
        </li>
      ))}
    </ul>
  );
}
