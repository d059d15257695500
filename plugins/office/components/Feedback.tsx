import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import type { SaveFeedback } from '../settings/outcome.ts';

/** What a save said: errors as an alert, success as a polite status; server texts as they came. */
export function Feedback({ feedback }: { feedback: SaveFeedback | null }): ReactNode {
  const { t } = useTexts('main');
  if (!feedback) return null;
  const error = feedback.variant === 'error';
  return (
    <div className={`office__feedback office__feedback--${feedback.variant}`} role={error ? 'alert' : 'status'}>
      {feedback.lines.map((line, index) => (
        <p key={index}>{'key' in line ? t(line.key) : line.text}</p>
      ))}
    </div>
  );
}

/** One message from a call: the server's text, or a key of the office dictionary. */
export function Notice({ variant, children }: { variant: 'success' | 'error' | 'pending'; children: ReactNode }): ReactNode {
  return (
    <p className={`office__feedback office__feedback--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
