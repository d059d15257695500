import type { ReactNode } from 'react';
import { Button, RouteLink, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { ALL_DISCIPLINES, ESPORTS, allSportsTarget, champTarget, disciplineTarget, sportTarget, type LineView, type RouteTarget } from './model.ts';
import { selectMenu, viewOpened } from './slice.ts';

function Chip({ target, current, label, count }: { target: RouteTarget; current: boolean; label: string; count?: number }): ReactNode {
  return (
    <li>
      {/* aria-current is ours: RouteLink alone marks every link of the same route as current. */}
      <RouteLink to={target.to} params={target.params} className={`chip${current ? ' chip--current' : ''}`} aria-current={current ? 'page' : undefined}>
        <span>{label}</span>
        {count !== undefined && (
          <>
            {' '}
            <span className="chip__count">{count}</span>
          </>
        )}
      </RouteLink>
    </li>
  );
}

/**
 * The sports of the section with their game counts (or, on the cyber pages, the e-sports
 * disciplines), then the championships of the chosen sport.
 */
export function SportsMenu({ view }: { view: LineView }): ReactNode {
  const { t } = useTexts('sports');
  const menu = useAppSelector(selectMenu);
  const sports = menu?.section === view.section ? menu.sports : [];
  const total = sports.reduce((sum, s) => sum + s.count, 0);
  const chosen = sports.find((s) => s.id === view.sport);
  const { section } = view;
  const dispatch = useAppDispatch();
  // The menu's poller keeps asking after a failure; the button asks at once.
  const failed = menu?.section === section && menu.status === 'error' && (
    <div className="sports__note" role="alert">
      <p>{t('sports_menu_error')}</p>
      <Button variant="secondary" onClick={() => dispatch(viewOpened({ kind: 'menu', section }))}>
        {t('sports_retry')}
      </Button>
    </div>
  );

  if (view.cyber) {
    const esports = sports.find((s) => s.id === ESPORTS);
    return (
      <nav className="sports-menu" aria-label={t('sports_menu_disciplines')}>
        <ul className="chips">
          <Chip target={disciplineTarget(section, ALL_DISCIPLINES)} current={view.discipline === ALL_DISCIPLINES} label={t('sports_all_disciplines')} count={esports?.count} />
          {(esports?.disciplines ?? []).map((d) => (
            <Chip
              key={d.id}
              target={disciplineTarget(section, d.id)}
              current={view.discipline === d.id}
              label={t(`sports_discipline_${d.id}`, { defaultValue: d.name })}
              count={d.count}
            />
          ))}
        </ul>
        {failed}
      </nav>
    );
  }

  return (
    <nav className="sports-menu" aria-label={t('sports_menu')}>
      <ul className="chips">
        <Chip target={allSportsTarget(section)} current={view.sport === undefined} label={t('sports_all_sports')} count={menu ? total : undefined} />
        {sports.map((s) => (
          <Chip key={s.id} target={sportTarget(section, s.id)} current={view.sport === s.id} label={t(`sports_sport_${s.id}`, { defaultValue: s.name })} count={s.count} />
        ))}
      </ul>
      {chosen && chosen.champs.length > 1 && (
        <ul className="chips chips--champs" aria-label={t('sports_menu_champs')}>
          {chosen.champs.map((c) => (
            <Chip key={c.id} target={champTarget(section, chosen.id, c.id)} current={view.champ === c.id} label={c.name} count={c.count} />
          ))}
        </ul>
      )}
      {failed}
    </nav>
  );
}
