import { useMemo, useState, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, selectIsAuthenticated, useAppSelector, useTexts, type DebugRoute, type NavigationInspection } from '@plugin-api';
import { OutcomeText, Verdicts } from './Verdicts.tsx';

function matches(route: DebugRoute, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return needle === '' || route.id.toLowerCase().includes(needle) || route.path.toLowerCase().includes(needle) || route.area.toLowerCase().includes(needle);
}

function RouteFacts({ route }: { route: DebugRoute }): ReactNode {
  const { t } = useTexts('debugger');
  const none = t('debugger_none');
  const record = route.record;
  const flags = Object.entries(record.flags ?? {}).filter(([, on]) => on).map(([flag]) => flag);
  const facts: [string, string][] = [
    [t('debugger_route_area'), route.area],
    [t('debugger_route_path'), `/:lng/${route.path}`],
    [t('debugger_route_sample'), route.sampleUrl],
  ];
  if (route.detailsLoaded) {
    facts.push(
      [t('debugger_route_layout'), record.layout ?? none],
      [t('debugger_route_component'), record.component ?? none],
      [t('debugger_route_flags'), flags.length > 0 ? flags.join(', ') : none],
      [t('debugger_route_guards'), record.guards?.join(', ') ?? none],
      [t('debugger_route_dictionaries'), record.dictionaryIds?.join(', ') ?? none],
      [t('debugger_route_redirect'), record.redirect ? `${record.redirect.to}${record.redirect.permanent ? ' (301)' : ''}` : none],
    );
  }
  facts.push([t('debugger_route_availability'), record.availableRouteId === undefined ? none : String(record.availableRouteId)]);
  return (
    <>
      <dl className="debugger-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="debugger-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {route.detailsLoaded ? null : <p className="debugger-muted">{t('debugger_route_not_loaded')}</p>}
    </>
  );
}

/** One route, its facts and verdicts rendered only while open (a config has hundreds of routes). */
function RouteItem({ route, inspection }: { route: DebugRoute; inspection: NavigationInspection }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <details className="debugger-route" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <code>{route.id}</code> <OutcomeText kind={inspection.outcome} />
      </summary>
      {open ? (
        <>
          <RouteFacts route={route} />
          <Verdicts inspection={inspection} />
        </>
      ) : null}
    </details>
  );
}

/**
 * Every route of the active config with what its manifest says and each guard's decision for the
 * current user, checked again on demand (and when the user signs in or out).
 */
export function RouteExplorer({ routes, inspect }: { routes: readonly DebugRoute[]; inspect(url: string): NavigationInspection }): ReactNode {
  const { t } = useTexts('debugger');
  const [filter, setFilter] = useState('');
  const [round, setRound] = useState(0);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const inspections = useMemo(
    () => new Map(routes.map((route) => [route.id, inspect(route.sampleUrl)])),
    // round and signedIn: a new check of every route when asked, or when the user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routes, inspect, round, signedIn],
  );
  const shown = routes.filter((route) => matches(route, filter));
  return (
    <section className="debugger-section" aria-labelledby="debugger-routes-title">
      <h2 id="debugger-routes-title" className="section-title">
        {t('debugger_routes_title')}
      </h2>
      <p>{t('debugger_routes_count', { count: routes.length })}</p>
      <div className="debugger-toolbar">
        <Field label={t('debugger_filter_label')} hint={t('debugger_filter_hint')} id="debugger-filter">
          <input id="debugger-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-describedby={fieldDescribedBy('debugger-filter', { hint: true })} autoComplete="off" />
        </Field>
        <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
          {t('debugger_recheck')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <p className="debugger-muted" role="status">
          {t('debugger_filter_empty', { filter })}
        </p>
      ) : (
        <ul className="debugger-routes">
          {shown.map((route) => {
            const inspection = inspections.get(route.id)!;
            return (
              <li key={route.id}>
                <RouteItem route={route} inspection={inspection} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
