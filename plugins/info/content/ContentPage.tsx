/**
 * An information page from the content API: its title, blocks, the pages above it (a way back) and
 * the pages below it (rule chapters, news articles, partner sections) as links to the same route
 * with the next param. Content that does not exist shows the site's not-found page; a page for
 * signed-in players only asks a guest to sign in.
 */
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  RemoteState,
  RouteLink,
  selectIsAuthenticated,
  useAppSelector,
  useNotFoundWhen,
  useRemoteData,
  useRouteHref,
  useTexts,
  type PageProps,
  type RouteLinkProps,
} from '@plugin-api';
import { Blocks } from './Blocks.tsx';
import './content.css';
import { contentApiPath, contentKey, contentPath, paramsFor, routeContent, type CmsPageAnswer, type RouteContent } from './model.ts';
import { parseContent } from './parse.ts';

/** A link to this page's route with other params: the route id is the page's own, known only at run time. */
function SameRouteLink({ routeId, params, children }: { routeId: string; params: Record<string, string>; children: ReactNode }): ReactNode {
  const props = { to: routeId, params, children } as unknown as RouteLinkProps;
  return <RouteLink {...props} />;
}

function formatDate(date: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function Trail({ routeId, content, answer }: { routeId: string; content: RouteContent; answer: CmsPageAnswer }): ReactNode {
  const { t } = useTexts('info');
  if (answer.trail.length === 0) return null;
  return (
    <nav className="info-trail" aria-label={t('info_trail')}>
      <ol>
        {answer.trail.map((entry) => (
          <li key={entry.path.join('/')}>
            <SameRouteLink routeId={routeId} params={paramsFor(content, entry.path)}>
              {entry.title}
            </SameRouteLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Children({ routeId, content, answer, lng }: { routeId: string; content: RouteContent; answer: CmsPageAnswer; lng: string }): ReactNode {
  const { t } = useTexts('info');
  const id = useId();
  // Content deeper than the route's params cannot be linked to; the API does not serve such pages.
  if (answer.children.length === 0 || answer.path.length >= content.params.length) return null;
  return (
    <section className="info-children" aria-labelledby={`${id}-contents`}>
      <h2 id={`${id}-contents`}>{t('info_contents')}</h2>
      <ul>
        {answer.children.map((child) => (
          <li key={child.slug} className="info-children__item">
            <SameRouteLink routeId={routeId} params={paramsFor(content, [...answer.path, child.slug])}>
              {child.title}
            </SameRouteLink>
            {child.date && (
              <time className="info-children__date" dateTime={child.date}>
                {formatDate(child.date, lng)}
              </time>
            )}
            {child.summary && <p className="info-children__summary">{child.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SignInNeeded(): ReactNode {
  const { t } = useTexts('info');
  const location = useLocation();
  const loginHref = useRouteHref('login');
  return (
    <div className="info-content__sign-in">
      <p>{t('info_sign_in_needed')}</p>
      {loginHref && (
        <Link className="button button--primary info-content__action" to={`${loginHref}?redirect_url=${encodeURIComponent(location.pathname + location.search)}`}>
          {t('info_sign_in')}
        </Link>
      )}
    </div>
  );
}

export function ContentPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('info');
  const signedIn = useAppSelector(selectIsAuthenticated);
  const content = routeContent(routeId);
  const path = contentPath(content, params);
  const remote = useRemoteData(contentKey(lng, content.page, path, signedIn), contentApiPath(content.page, path), { parse: parseContent });
  useNotFoundWhen(remote.status === 'error' && remote.error?.status === 404);
  const answer = remote.data;
  const needsSignIn = remote.status === 'error' && remote.error?.status === 401;
  return (
    <article className="article info-content">
      {answer && <Trail routeId={routeId} content={content} answer={answer} />}
      <h1>{answer?.title ?? t('info_page_title')}</h1>
      {answer?.date && (
        <p className="info-content__date">
          <time dateTime={answer.date}>{formatDate(answer.date, lng)}</time>
        </p>
      )}
      {needsSignIn ? (
        <SignInNeeded />
      ) : (
        <RemoteState status={remote.status} error={remote.error} onRetry={remote.reload}>
          {answer && (
            <>
              <Blocks blocks={answer.blocks} />
              <Children routeId={routeId} content={content} answer={answer} lng={lng} />
            </>
          )}
        </RemoteState>
      )}
    </article>
  );
}
