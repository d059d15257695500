/**
 * The providers every render of the app sits in, the same in the browser and in the server's page
 * renderer: what the server renders is what the browser hydrates.
 */
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Store } from '@reduxjs/toolkit';
import { ComposerServicesContext, type ComposerServices } from '../composer/services-context.tsx';
import { TextsLanguage } from '../i18n/use-texts.tsx';

export function AppTree({ store, i18n, services, children }: { store: Store; i18n: I18n; services: ComposerServices; children: ReactNode }): ReactNode {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TextsLanguage>
            <ComposerServicesContext.Provider value={services}>{children}</ComposerServicesContext.Provider>
          </TextsLanguage>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
