import type { ReactNode } from 'react';
import { Icon, safeReturnPath, useTexts, type PageProps } from '@plugin-api';

/** One page for every block reason; the route id picks its texts (system_<route>_title/_text). */
export function BlockPage({ routeId, query }: PageProps): ReactNode {
  const { t } = useTexts('system');
  const key = routeId.replace(/-/g, '_');
  // site-updates keeps the page the user wanted, to go back once the update is over.
  const safeBack = safeReturnPath(new URLSearchParams(query).get('redirect'), window.location.origin);
  return (
    <section className="system-page" role="alert">
      <div className="system-page__icon" aria-hidden="true">
        <Icon name="block" size={48} />
      </div>
      <h1>{t(`system_${key}_title`)}</h1>
      <p>{t(`system_${key}_text`)}</p>
      {safeBack && (
        <a className="button" href={safeBack}>
          {t('system_try_again')}
        </a>
      )}
    </section>
  );
}
