import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  cookieConsentGiven,
  preferenceChosen,
  selectChosenPreferences,
  useAppDispatch,
  useAppSelector,
  useCookieConsent,
  useDisplayOptions,
  useDisplayPreferences,
  useFormatTime,
  useIsHydrated,
  useSiteConfig,
  useTexts,
  type ChosenPreferences,
  type PageProps,
  type PreferenceName,
} from '@plugin-api';
import { ChoiceGroup, Switch } from './controls.tsx';
import { offsetLabel, TIME_ZONE_OFFSETS } from '../zones.ts';

/** The text sizes the core knows (CSS pixels) and the words for them. */
const FONT_SIZES = [
  { value: 13, key: 'small' },
  { value: 15, key: 'normal' },
  { value: 17, key: 'large' },
  { value: 19, key: 'largest' },
] as const;
const THEME_CHOICES = ['dark', 'light', 'system'] as const;
const CLOCK_CHOICES = ['auto', '24', '12'] as const;
const DEVICE_ZONE = 'device';

/** Whether the visitor chose anything themselves (the reset has something to do). */
const selectAnythingChosen = (state: unknown): boolean => Object.values(selectChosenPreferences(state)).some((value) => value !== null);

/** "Now" for the preview, moving once a minute so it shows what a clock on the site shows. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The device's display preferences: each applies the moment it is chosen, on every page and in
 * every open tab. They are kept in cookies once functional cookies are agreed; until then they last
 * for this visit, and the page says so and offers the agreement.
 */
export function PreferencesPage(_props: PageProps): ReactNode {
  const { t } = useTexts('preferences');
  const dispatch = useAppDispatch();
  const shown = useDisplayPreferences();
  const options = useDisplayOptions();
  const consent = useCookieConsent();
  const config = useSiteConfig();
  const anythingChosen = useAppSelector(selectAnythingChosen);
  const chosenNow = useAppSelector(selectChosenPreferences);
  const formatTime = useFormatTime();
  const hydrated = useIsHydrated();
  const now = useMinute();

  // Until the app owns the server's markup a choice would not reach it: the controls wait for it.
  const disabled = !hydrated;
  const choose = <K extends PreferenceName>(name: K, value: ChosenPreferences[K]) => dispatch(preferenceChosen({ name, value }));
  const noticeTypes = config?.notices?.cookies?.types;
  const mayAgree = !consent.functional && (noticeTypes === undefined || noticeTypes.includes('functional'));
  const agree = () => dispatch(cookieConsentGiven({ functional: true, marketing: consent.marketing, agreedAt: Math.floor(Date.now() / 1000) }));
  const reset = () => {
    for (const name of Object.keys(chosenNow) as PreferenceName[]) choose(name, null);
  };
  // The device's zone is known only in the browser; the server's markup names none.
  const deviceZone = hydrated ? t('preferences_zone_device_named', { zone: offsetLabel(-new Date(now).getTimezoneOffset()) }) : t('preferences_zone_device');

  return (
    <section className="preferences-page" aria-labelledby="preferences-title">
      <h1 id="preferences-title" className="preferences-page__title">
        {t('preferences_title')}
      </h1>
      <p className="preferences-page__text">{t('preferences_intro')}</p>

      <Card className="preferences-page__storage" aria-labelledby="preferences-storage-title">
        <h2 id="preferences-storage-title" className="section-title">
          {t('preferences_storage_title')}
        </h2>
        <p className="preferences-page__text" role="status">
          {consent.functional ? t('preferences_storage_kept') : t('preferences_storage_session')}
        </p>
        {mayAgree && (
          <Button className="preferences-page__action" onClick={agree}>
            {t('preferences_storage_agree')}
          </Button>
        )}
      </Card>

      <Card aria-labelledby="preferences-look-title">
        <h2 id="preferences-look-title" className="section-title">
          {t('preferences_look_title')}
        </h2>
        <ChoiceGroup
          name="preferences-theme"
          legend={t('preferences_theme')}
          choices={THEME_CHOICES.map((value) => ({ value, label: t(`preferences_theme_${value}`) }))}
          value={shown.theme ?? 'system'}
          disabled={disabled}
          onChange={(value) => choose('theme', value)}
        />
        <ChoiceGroup
          name="preferences-font-size"
          legend={t('preferences_font_size')}
          choices={FONT_SIZES.map(({ value, key }) => ({ value, label: t(`preferences_font_size_${key}`) }))}
          value={shown.fontSize}
          disabled={disabled}
          onChange={(value) => choose('fontSize', value)}
        />
        <Switch disabled={disabled} id="preferences-compact" label={t('preferences_compact')} hint={t('preferences_compact_hint')} checked={shown.compactView} onChange={(value) => choose('compactView', value)} />
      </Card>

      <Card aria-labelledby="preferences-time-title">
        <h2 id="preferences-time-title" className="section-title">
          {t('preferences_time_title')}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="preferences-zone">
            {t('preferences_zone')}
          </label>
          <select
            id="preferences-zone"
            className="preferences-select"
            disabled={disabled}
            value={shown.timeZoneOffset === null ? DEVICE_ZONE : String(shown.timeZoneOffset)}
            onChange={(e) => choose('timeZoneOffset', e.target.value === DEVICE_ZONE ? null : Number(e.target.value))}
          >
            <option value={DEVICE_ZONE}>{deviceZone}</option>
            {TIME_ZONE_OFFSETS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {offsetLabel(minutes)}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup
          name="preferences-clock"
          legend={t('preferences_clock')}
          choices={CLOCK_CHOICES.map((value) => ({ value, label: t(`preferences_clock_${value}`) }))}
          value={shown.is12h === null ? 'auto' : shown.is12h ? '12' : '24'}
          disabled={disabled}
          onChange={(value) => choose('is12h', value === 'auto' ? null : value === '12')}
        />
        <p className="preferences-page__preview">
          {t('preferences_preview')} <time dateTime={new Date(now).toISOString()}>{formatTime(now)}</time>
        </p>
      </Card>

      <Card aria-labelledby="preferences-events-title">
        <h2 id="preferences-events-title" className="section-title">
          {t('preferences_events_title')}
        </h2>
        {options.viewTypes.available.length > 1 ? (
          <ChoiceGroup
            name="preferences-view"
            legend={t('preferences_view')}
            hint={t('preferences_view_hint')}
            choices={options.viewTypes.available.map((value) => ({ value, label: t(`preferences_view_${value}`) }))}
            value={shown.viewType}
            disabled={disabled}
          onChange={(value) => choose('viewType', value)}
          />
        ) : (
          <p className="preferences-page__text">{t('preferences_view_only', { view: t(`preferences_view_${shown.viewType}`) })}</p>
        )}
        {options.marketsNameTypes.available.length > 1 ? (
          <ChoiceGroup
            name="preferences-markets"
            legend={t('preferences_markets')}
            choices={options.marketsNameTypes.available.map((value) => ({ value, label: t(`preferences_markets_${value}`) }))}
            value={shown.marketsNameType}
            disabled={disabled}
          onChange={(value) => choose('marketsNameType', value)}
          />
        ) : (
          <p className="preferences-page__text">{t('preferences_markets_only', { names: t(`preferences_markets_${shown.marketsNameType}`) })}</p>
        )}
        <Switch disabled={disabled} id="preferences-group-country" label={t('preferences_group_country')} checked={shown.groupByCountry} onChange={(value) => choose('groupByCountry', value)} />
        <Switch
          disabled={disabled}
          id="preferences-best-on-top"
          label={t('preferences_best_on_top')}
          hint={t('preferences_best_on_top_hint')}
          checked={shown.bestMatchesOnTop}
          onChange={(value) => choose('bestMatchesOnTop', value)}
        />
        <Switch
          disabled={disabled}
          id="preferences-express"
          label={t('preferences_express')}
          hint={t('preferences_express_hint')}
          checked={shown.accumulatorOfTheDay}
          onChange={(value) => choose('accumulatorOfTheDay', value)}
        />
        <Switch
          disabled={disabled}
          id="preferences-live-express"
          label={t('preferences_live_express')}
          hint={t('preferences_live_express_hint')}
          checked={shown.liveAccumulatorOfTheDay}
          onChange={(value) => choose('liveAccumulatorOfTheDay', value)}
        />
        <Switch disabled={disabled} id="preferences-game-id" label={t('preferences_game_id')} hint={t('preferences_game_id_hint')} checked={shown.showGameId} onChange={(value) => choose('showGameId', value)} />
      </Card>

      <Button variant="secondary" className="preferences-page__action" onClick={reset} disabled={!anythingChosen}>
        {t('preferences_reset')}
      </Button>
    </section>
  );
}
