import type { ReactNode } from 'react';
import { Slot, useTexts, type PageProps } from '@plugin-api';

/** The home page is a frame: what it shows is the route manifest's `content` slot, in order. */
export function HomePage(_props: PageProps): ReactNode {
  const { t } = useTexts('home');
  return (
    <div className="home">
      <h1 className="home__title">{t('home_title')}</h1>
      <Slot name="content" className="home__content" />
    </div>
  );
}
