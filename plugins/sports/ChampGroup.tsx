import { memo, useId, type ReactNode } from 'react';
import { RouteLink, useAppSelector, useTexts } from '@plugin-api';
import { champTarget, type Section } from './model.ts';
import { selectChamp } from './slice.ts';
import { GameRow } from './GameRow.tsx';
import { groupTitle, type NameType } from './texts.ts';
import './views.css';

export interface ChampGroupProps {
  champId: number;
  gameIds: readonly number[];
  section: Section;
  cyber: boolean;
  /** The Asian view's columns, with their heads under the title. */
  asian: boolean;
  nameType: NameType;
  /** 3 under a country's heading, else 2. */
  level: 2 | 3;
}

const ASIAN_COLUMNS = ['1x2', 'handicap', 'total'] as const;

/** A championship's heading and its games; re-renders only when its own list of games changes. */
export const ChampGroup = memo(function ChampGroup({ champId, gameIds, section, cyber, asian, nameType, level }: ChampGroupProps): ReactNode {
  const { t } = useTexts('sports');
  const champ = useAppSelector((state) => selectChamp(state, champId));
  const titleId = useId();
  if (!champ) return null;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="champ" aria-labelledby={titleId}>
      <Heading className="champ__title" id={titleId}>
        {cyber ? champ.name : (
          <RouteLink {...champTarget(section, champ.sport, champ.id)} aria-current={undefined}>
            {champ.name}
          </RouteLink>
        )}
      </Heading>
      {asian && (
        // Each price's own name says its market: the heads are for the eye only.
        <div className="asian-odds asian-odds--head" aria-hidden="true">
          {ASIAN_COLUMNS.map((group) => (
            <span key={group} className="asian-odds__head">
              {groupTitle(t, group, nameType)}
            </span>
          ))}
        </div>
      )}
      <ul className="champ__games">
        {gameIds.map((id) => (
          <GameRow key={id} gameId={id} cyber={cyber} asian={asian} />
        ))}
      </ul>
    </section>
  );
});

/** How the list looks: the player's display preferences, as the list applies them. */
export interface ListLook {
  asian: boolean;
  nameType: NameType;
  byCountry: boolean;
}
