/** The core's own pages: the catch-all, the server error and the dictionary error. */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.tsx';

export function NotFoundPage(): ReactNode {
  const { t } = useTexts('main');
  return (
    <section className="status-page" data-status="404">
      <p className="status-page__code">404</p>
      <h1 className="status-page__title">{t('main_page_not_found')}</h1>
    </section>
  );
}

export function ServerErrorPage(): ReactNode {
  const { t } = useTexts('main');
  return (
    <section className="status-page" data-status="500">
      <p className="status-page__code">500</p>
      <h1 className="status-page__title">{t('main_server_error')}</h1>
    </section>
  );
}

/**
 * The page's own texts failed to load. Its button asks for them again in place (no reload, so the
 * shell around keeps its state); the page renders as soon as they arrive.
 */
export function DictionaryErrorPage({ retrying, onRetry }: { retrying: boolean; onRetry(): void }): ReactNode {
  const { t } = useTexts('main');
  return (
    <section className="status-page" role="alert" aria-busy={retrying}>
      <h1 className="status-page__title">{t('main_dictionary_load_error')}</h1>
      <p>{t('main_dictionary_try_again')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t(retrying ? 'main_retrying_button' : 'main_retry')}
      </button>
    </section>
  );
}

export function Preloader(): ReactNode {
  const { t } = useTexts('main');
  return <div className="preloader" aria-busy="true" role="progressbar" aria-label={t('main_loading')} />;
}
