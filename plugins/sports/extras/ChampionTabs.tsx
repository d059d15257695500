import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import type { ChampionId } from '../schemas.ts';
import type { ChampionView } from './champion.ts';
import { Tabs } from './ui.tsx';

/** Home, final and favorites of one champion page. */
export function ChampionTabs({ champion, current }: { champion: ChampionId; current: ChampionView }): ReactNode {
  const { t } = useTexts('sports-extras');
  return (
    <Tabs
      label={t('extras_champion_views')}
      current={current}
      tabs={[
        { key: 'home', label: t('extras_champion_home'), target: { to: 'champions', params: { champion } } },
        { key: 'final', label: t('extras_champion_final'), target: { to: 'champions-final', params: { champion } } },
        { key: 'favorites', label: t('extras_champion_favorites'), target: { to: 'champions-favorites', params: { champion } } },
      ]}
    />
  );
}
