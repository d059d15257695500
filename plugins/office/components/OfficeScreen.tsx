import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';

/** An office page: the way back to the menu, the page's heading and its content. */
export function OfficeScreen({ titleKey, titleValues, children }: { titleKey: string; titleValues?: Record<string, string | number>; children: ReactNode }): ReactNode {
  const { t } = useTexts('office');
  return (
    <section className="office" aria-labelledby="office-title">
      <RouteLink to="office-menu" className="office__back">
        {t('office_back_to_menu')}
      </RouteLink>
      <h1 id="office-title" className="office__title">
        {t(titleKey, titleValues)}
      </h1>
      {children}
    </section>
  );
}
