import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.tsx';

/** The button's texts (keys of the 'main' dictionary): at rest, and while the refresh runs. */
export interface RefreshControlTexts {
  action: string;
  busy: string;
  /** What failed, said above the button; a slot whose code failed shows the button alone. */
  message?: string;
}

/** A slot whose code failed to load: refresh it. */
export const REFRESH_TEXTS: RefreshControlTexts = { action: 'main_page_refresh_button', busy: 'main_refreshing_button' };
/** A slot whose texts failed to load (the quick coupon's): the page's texts error (pages.tsx), asking for them again. */
export const TRY_AGAIN_TEXTS: RefreshControlTexts = { action: 'main_retry', busy: 'main_retrying_button', message: 'main_dictionary_load_error' };

/** Shown in a slot whose code or texts failed to load, in place of the extension. */
export function RefreshControl({
  refreshing,
  onRefresh,
  texts = REFRESH_TEXTS,
}: {
  refreshing: boolean;
  onRefresh(): void;
  texts?: RefreshControlTexts;
}): ReactNode {
  const { t } = useTexts('main');
  return (
    <div className="refresh-control" role="alert" aria-busy={refreshing}>
      {texts.message ? <p className="refresh-control__message">{t(texts.message)}</p> : null}
      <button type="button" className="button button--secondary" onClick={onRefresh} disabled={refreshing}>
        {t(refreshing ? texts.busy : texts.action)}
      </button>
    </div>
  );
}
