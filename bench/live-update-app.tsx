/** The live list as the app renders it (providers of the composer around the sports GameList), for bench/live-update.ts. */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { ComposerServicesContext, type ComposerServices } from '../src/composer/services-context.tsx';
import { GameList } from '../plugins/sports/GameList.tsx';

export function LiveList({ store, i18n, services, listKey }: { store: Store; i18n: I18n; services: ComposerServices; listKey: string }): ReactNode {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ComposerServicesContext.Provider value={services}>
          <MemoryRouter initialEntries={['/en/live']}>
            <GameList listKey={listKey} section="live" cyber={false} onRetry={() => {}} />
          </MemoryRouter>
        </ComposerServicesContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
