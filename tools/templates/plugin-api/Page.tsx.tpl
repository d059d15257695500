import type { ReactNode } from 'react';
import { Card, RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { validate as isEntriesAnswer } from './generated/validators/__CAMEL__EntriesAnswer.js';
import type { __NAME__Entry } from './schemas.ts';

/** The entries of an answer that has the schema's shape, else null (the page shows the failure with a retry). */
const parseEntries = (answer: unknown): readonly __NAME__Entry[] | null => (isEntriesAnswer(answer) ? answer.entries : null);

/**
 * The __TITLE__ page, /:lng/__ID__ (route-manifests/__ID__.json): the entries of its own API
 * (./api, GET /web-api/__ID__/entries), with a loading, an empty and an error state. Its texts are
 * keys of the "__ID__" dictionary (./texts/<lng>.json), loaded before the page shows.
 */
export function __NAME__Page({ lng }: PageProps): ReactNode {
  const { t } = useTexts('__ID__');
  const entries = useRemoteData(`__ID__/entries/${lng}`, '/__ID__/entries', { parse: parseEntries });
  return (
    <section className="__ID__-page" aria-labelledby="__ID__-page-title">
      <h1 id="__ID__-page-title" className="__ID__-page__title">
        {t('__KEY___title')}
      </h1>
      <p className="__ID__-page__text">{t('__KEY___intro')}</p>
      <RemoteState
        status={entries.status}
        error={entries.error}
        onRetry={entries.reload}
        isEmpty={entries.data?.length === 0}
        empty={<p className="__ID__-page__text">{t('__KEY___empty')}</p>}
      >
        <ul className="__ID__-page__entries">
          {entries.data?.map((entry) => (
            <li key={entry.id}>
              <Card>
                <h2 className="__ID__-page__entry-title">{entry.title}</h2>
                <p className="__ID__-page__text">{entry.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </RemoteState>
      <RouteLink to="home" className="__ID__-page__home">
        {t('__KEY___home_link')}
      </RouteLink>
    </section>
  );
}
