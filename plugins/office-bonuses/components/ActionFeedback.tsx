import type { ReactNode } from 'react';
import { useTexts, type ApiAction } from '@plugin-api';

/**
 * The outcome of an action under its button: the server's own reason for a refusal (a 4xx says
 * why), the general failure text otherwise, or what was done.
 */
export function ActionFeedback<T>({ action, done }: { action: ApiAction<T>; done: ReactNode }): ReactNode {
  const { t } = useTexts('main');
  if (action.status === 'failed') {
    const own = action.error && action.error.status >= 400 && action.error.status < 500 ? action.error.message : null;
    return (
      <p className="office-bonuses__refusal" role="alert">
        {own ?? t('main_query_error')}
      </p>
    );
  }
  if (action.status === 'done') {
    return (
      <p className="office-bonuses__done" role="status">
        {done}
      </p>
    );
  }
  return null;
}
