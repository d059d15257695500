/**
 * The loading progress bar: appears only when a navigation takes longer than the 200 ms throttle
 * (fast navigations never flash it), creeps towards the end over 5 s, and completes on commit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTexts } from '../../i18n/use-texts.tsx';
import { useSelector } from 'react-redux';
import { selectIsNavigating } from '../../state/navigation.slice.ts';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DONE_MS = 300;

type Phase = 'idle' | 'running' | 'done';

export function ProgressBar(): ReactNode {
  const { t } = useTexts('main');
  const navigating = useSelector(selectIsNavigating);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (navigating) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [navigating]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_DONE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div className={`progress-bar progress-bar--${phase}`} role="progressbar" aria-label={t('main_loading')} aria-busy={phase === 'running'}>
      <div className="progress-bar__fill" />
    </div>
  );
}
