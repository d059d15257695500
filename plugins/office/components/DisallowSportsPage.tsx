import { useEffect, useState, type ReactNode } from 'react';
import { Button, RemoteState, useApiAction, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { readDisallowSports, type OfficeDisallowSportsAnswer } from '../answers.ts';
import { Notice } from './Feedback.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';

const KEY = 'office/disallow-sports';
const LISTS = ['line', 'live'] as const;
type Choice = Record<(typeof LISTS)[number], number[]>;

const toggled = (ids: readonly number[], id: number, on: boolean): number[] => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)).sort((a, b) => a - b);

function SportsForm({ answer }: { answer: OfficeDisallowSportsAnswer }): ReactNode {
  const { t, i18n } = useTexts('office');
  // Sport names in the player's language come from the sports dictionary (loaded with this route); the server's name otherwise.
  const sportName = (slug: string, name: string) => (i18n.exists(`sports_sport_${slug}`, { ns: 'sports' }) ? t(`sports_sport_${slug}`, { ns: 'sports' }) : name);
  const save = useApiAction(`${KEY}/save`, { parse: readDisallowSports, invalidates: [KEY] });
  // What the player ticked stays on screen whatever the server answers; a refusal is shown beside it.
  const [choice, setChoice] = useState<Choice>({ line: answer.line, live: answer.live });
  const { reset } = save;
  useEffect(() => reset, [reset]);
  const change = (list: keyof Choice, id: number, on: boolean) => {
    setChoice((c) => ({ ...c, [list]: toggled(c[list], id, on) }));
    if (save.status !== 'idle' && save.status !== 'sending') reset();
  };
  return (
    <form
      className="office-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.send('POST', '/office/disallow-sports', choice);
      }}
    >
      {LISTS.map((list) => (
        <fieldset key={list} className="office-form__group">
          <legend className="office__subtitle">{t(`office_disallow_${list}`)}</legend>
          {answer.sports.map((sport) => {
            const id = `office-disallow-${list}-${sport.sportId}`;
            return (
              <label key={sport.sportId} className="office-check" htmlFor={id}>
                <input id={id} type="checkbox" checked={choice[list].includes(sport.sportId)} onChange={(e) => change(list, sport.sportId, e.target.checked)} />
                <span>{sportName(sport.slug, sport.name)}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <Button type="submit" disabled={save.status === 'sending'}>
        {t(save.status === 'sending' ? 'office_saving' : 'office_disallow_save')}
      </Button>
      {save.status === 'done' && <Notice variant="success">{t('office_disallow_saved', { count: choice.line.length + choice.live.length })}</Notice>}
      {save.error && <Notice variant="error">{save.error.message}</Notice>}
    </form>
  );
}

/** Sports the player hides from the pre-match line and from live (route office-disallow-sports). */
export function DisallowSportsPage(_props: PageProps): ReactNode {
  const { t } = useTexts('office');
  const sports = useRemoteData(KEY, '/office/disallow-sports', { parse: readDisallowSports });
  return (
    <OfficeScreen titleKey="office_disallow_title">
      <p className="office__intro">{t('office_disallow_intro')}</p>
      <RemoteState status={sports.status} error={sports.error} onRetry={sports.reload} isEmpty={sports.data?.sports.length === 0} empty={<p>{t('office_disallow_no_sports')}</p>}>
        {sports.data && <SportsForm answer={sports.data} />}
      </RemoteState>
    </OfficeScreen>
  );
}
