import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useSiteConfig, useTexts, type PageProps } from '@plugin-api';
import { totoFrameAllowed, totoSandbox } from '../frame.ts';
import { totoRead } from '../keys.ts';
import { parseToto, type TotoSectionsAnswer } from '../model.ts';
import { NotFoundState } from './NotFoundState.tsx';

function TotoFrame({ toto, section, configuredOrigin, popupsEscapeFrom }: {
  toto: TotoSectionsAnswer;
  section: TotoSectionsAnswer['sections'][number];
  configuredOrigin: string | undefined;
  /** The toto origins whose popups may leave the sandbox (the site config's). */
  popupsEscapeFrom: readonly string[];
}): ReactNode {
  const { t } = useTexts('lotto');
  if (!totoFrameAllowed(section.url, configuredOrigin) || toto.origin !== configuredOrigin) {
    return (
      <div className="lotto-ticket__refusal" role="alert">
        <p>{t('toto_origin_refused')}</p>
      </div>
    );
  }
  return <iframe className="toto-frame" title={t('toto_frame_title', { name: section.name })} src={section.url} sandbox={totoSandbox(toto.origin, popupsEscapeFrom)} referrerPolicy="origin" />;
}

/** A toto pool (toto/:totoSection?): the pools as links, what the one on screen is, and its frame from the provider. */
export function TotoPage({ params, lng }: PageProps): ReactNode {
  const { t } = useTexts('lotto');
  const config = useSiteConfig();
  const asked = typeof params.totoSection === 'string' ? params.totoSection : null;
  // Asked with the pool of the address, so the server answers 404 for one the region does not offer.
  const read = totoRead(asked, lng);
  const toto = useRemoteData(read.key, read.path, { query: read.query, parse: parseToto });

  const sections = toto.data?.sections ?? [];
  const current = toto.data ? (asked === null ? sections[0] : sections.find((s) => s.id === asked)) : undefined;
  const missing = (toto.status === 'error' && toto.error?.status === 404) || (toto.data !== null && !current);
  useNotFoundWhen(missing);
  if (missing) return <NotFoundState title={t('toto_missing_title')} text={t(asked === null ? 'toto_not_offered' : 'toto_section_missing')} />;
  return (
    <section className="lotto-page toto-page" aria-labelledby="toto-title">
      <h1 id="toto-title" className="lotto-page__title">
        {current ? current.name : t('toto_title')}
      </h1>
      <RemoteState status={toto.status} error={toto.error} onRetry={toto.reload}>
        {toto.data && current && (
          <>
            <nav className="lotto-chips" aria-label={t('toto_sections_label')}>
              {sections.map((section) => (
                <RouteLink
                  key={section.id}
                  to="toto"
                  params={{ totoSection: section.id }}
                  className={`lotto-chip${section.id === current.id ? ' lotto-chip--current' : ''}`}
                  {...(section.id === current.id ? { 'aria-current': 'page' as const } : {})}
                >
                  {section.name}
                </RouteLink>
              ))}
            </nav>
            <p className="lotto-page__text">{current.about}</p>
            <TotoFrame
              toto={toto.data}
              section={current}
              configuredOrigin={config?.lotto?.toto?.origin}
              popupsEscapeFrom={config?.lotto?.toto?.popupsEscapeSandbox?.map((p) => p.origin) ?? []}
            />
          </>
        )}
      </RemoteState>
    </section>
  );
}
