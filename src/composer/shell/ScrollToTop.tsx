/**
 * The scroll-to-top button: shown past 4 screens on mobile, 1 on desktop; scroll events
 * are read at most once per animation frame.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTexts } from '../../i18n/use-texts.tsx';

export const DESKTOP_MIN_WIDTH = 1024;

export function scrollTopThreshold(viewportWidth: number, viewportHeight: number): number {
  return (viewportWidth >= DESKTOP_MIN_WIDTH ? 1 : 4) * viewportHeight;
}

export function ScrollToTop(): ReactNode {
  const [visible, setVisible] = useState(false);
  const { t } = useTexts('main');

  useEffect(() => {
    let frame = 0;
    const check = (): void => {
      frame = 0;
      setVisible(window.scrollY > scrollTopThreshold(window.innerWidth, window.innerHeight));
    };
    const onScroll = (): void => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('main_scroll_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
