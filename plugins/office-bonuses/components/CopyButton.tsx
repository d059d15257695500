import { useState, type ReactNode } from 'react';
import { Button, useTexts } from '@plugin-api';
import { NS } from '../hooks.ts';

/**
 * Copies `text` to the clipboard and says whether it worked. Where the clipboard is refused (an
 * older browser, no permission) the player is told to copy the shown text by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }): ReactNode {
  const { t } = useTexts(NS);
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="office-bonuses__copy">
      <Button variant="secondary" onClick={copy}>
        {label}
      </Button>
      <span role="status" className="office-bonuses__muted">
        {outcome === 'copied' ? t('office_bonuses_copied') : outcome === 'failed' ? t('office_bonuses_copy_failed') : ''}
      </span>
    </span>
  );
}
