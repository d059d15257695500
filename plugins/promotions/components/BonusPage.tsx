import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useNotFoundWhen, useSiteConfig, useTexts, type PageProps } from '@plugin-api';
import { isBonusSection } from '../guards.ts';
import type { BonusSummary } from '../model.ts';
import { named, pageNamesOf, type PageName } from '../names.ts';
import { useBonus, useBonuses, useGameGroups } from '../reads.ts';
import { NotFoundState, PromoFrame } from './PromoFrame.tsx';

/** The bonus pages: bonus/rules (every bonus), bonus/games (what counts towards a wager), bonus/rules/:id (one bonus's rules). */
export function BonusPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('promotions');
  const name = pageNamesOf(useSiteConfig()).bonus;
  if (routeId === 'bonus-rules') return <BonusRules id={String(params.id)} lng={lng} name={name} />;
  const section = params.section;
  if (!isBonusSection(section)) return <NotFoundState text={t('promotions_missing_section')} next={<AllBonusesLink name={name} />} />;
  return section === 'rules' ? <BonusList lng={lng} name={name} /> : <BonusGames lng={lng} name={name} />;
}

function AllBonusesLink({ name }: { name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <RouteLink to="bonus" params={{ section: 'rules' }} className="promotions-page__next">
      {t(named('promotions_all', name))}
    </RouteLink>
  );
}

function BonusList({ lng, name }: { lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const bonuses = useBonuses(lng);
  return (
    <PromoFrame title={t(named('promotions_name', name))}>
      <p className="promotions-page__text">{t(named('promotions_bonuses_intro', name))}</p>
      <RemoteState
        status={bonuses.status}
        error={bonuses.error}
        onRetry={bonuses.reload}
        isEmpty={bonuses.data?.length === 0}
        empty={
          <>
            <p>{t(named('promotions_bonuses_empty', name))}</p>
            <RouteLink to="promotions" className="promotions-page__next">
              {t('promotions_all')}
            </RouteLink>
          </>
        }
      >
        <ul className="promotions-list">
          {bonuses.data?.map((bonus) => (
            <li key={bonus.id}>
              <article className="promotions-card">
                <h2 className="promotions-card__title">{bonus.title}</h2>
                <p className="promotions-card__text">{bonus.summary}</p>
                <BonusFigures bonus={bonus} lng={lng} />
                <RouteLink to="bonus-rules" params={{ id: bonus.id }} className="promotions-page__next" aria-label={t('promotions_rules_of', { title: bonus.title })}>
                  {t('promotions_rules')}
                </RouteLink>
              </article>
            </li>
          ))}
        </ul>
      </RemoteState>
    </PromoFrame>
  );
}

/** A bonus in figures: how much, how many times it is wagered, for how long. */
function BonusFigures({ bonus, lng }: { bonus: BonusSummary; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <dl className="promotions-figures">
      {bonus.percent > 0 && (
        <div>
          <dt>{t('promotions_figure_percent')}</dt>
          <dd>{t('promotions_percent', { value: bonus.percent })}</dd>
        </div>
      )}
      <div>
        <dt>{t('promotions_figure_max')}</dt>
        <dd>{formatMoney(bonus.maxAmount.amount, bonus.maxAmount.currency, lng)}</dd>
      </div>
      <div>
        <dt>{t('promotions_figure_wager')}</dt>
        <dd>{t('promotions_times', { count: bonus.wager })}</dd>
      </div>
      <div>
        <dt>{t('promotions_figure_valid')}</dt>
        <dd>{t('promotions_days', { count: bonus.validDays })}</dd>
      </div>
    </dl>
  );
}

function BonusGames({ lng, name }: { lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const groups = useGameGroups(lng);
  return (
    <PromoFrame title={t(named('promotions_games_title', name))}>
      <p className="promotions-page__text">{t(named('promotions_games_intro', name))}</p>
      <RemoteState
        status={groups.status}
        error={groups.error}
        onRetry={groups.reload}
        isEmpty={groups.data?.length === 0}
        empty={
          <>
            <p>{t('promotions_games_empty')}</p>
            <AllBonusesLink name={name} />
          </>
        }
      >
        <ul className="promotions-list">
          {groups.data?.map((group) => (
            <li key={group.id} className="promotions-game">
              <span className="promotions-game__name">{group.name}</span>
              <span className={`promotions-game__share${group.contribution === 0 ? ' promotions-game__share--none' : ''}`}>
                {t('promotions_counts', { value: group.contribution })}
              </span>
              <span className="promotions-game__note">{group.note}</span>
            </li>
          ))}
        </ul>
      </RemoteState>
      <AllBonusesLink name={name} />
    </PromoFrame>
  );
}

function BonusRules({ id, lng, name }: { id: string; lng: string; name: PageName }): ReactNode {
  const { t } = useTexts('promotions');
  const bonus = useBonus(id, lng);
  const missing = bonus.status === 'error' && bonus.error?.status === 404;
  useNotFoundWhen(missing);
  if (missing) return <NotFoundState text={t(named('promotions_missing_bonus', name))} next={<AllBonusesLink name={name} />} />;
  const found = bonus.data;
  return (
    <PromoFrame title={found?.title ?? t('promotions_rules')}>
      <RemoteState status={bonus.status} error={bonus.error} onRetry={bonus.reload}>
        {found && (
          <>
            <p className="promotions-page__lead">{found.summary}</p>
            <BonusFigures bonus={found} lng={lng} />
            <h2 className="promotions-page__heading">{t('promotions_rules')}</h2>
            <ol className="promotions-page__points">
              {found.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
            <RouteLink to="bonus" params={{ section: 'games' }} className="promotions-page__next">
              {t(named('promotions_games_title', name))}
            </RouteLink>
          </>
        )}
      </RemoteState>
      <AllBonusesLink name={name} />
    </PromoFrame>
  );
}
