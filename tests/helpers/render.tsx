/** Renders UI inside the providers the composer needs, around a test app (tests/helpers/store.ts). */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ComposerServicesContext } from '../../src/composer/services-context.tsx';
import type { TestApp } from './store.ts';

export function Providers({ app, url = '/en/', children }: { app: TestApp; url?: string; children: ReactNode }): ReactNode {
  return (
    <Provider store={app.store}>
      <I18nextProvider i18n={app.i18n}>
        <ComposerServicesContext.Provider value={app.composerServices}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </ComposerServicesContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

export function renderWithApp(ui: ReactNode, app: TestApp, options: { url?: string } = {}): RenderResult {
  return render(
    <Providers app={app} url={options.url}>
      {ui}
    </Providers>,
  );
}
