import { useEffect, type ReactNode } from 'react';
import { RemoteState, selectSiteConfig, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { settingKey } from '../format.ts';
import { feedbackDismissed, selectOfficeSettings, settingSaveRequested, settingsRequested, type SettingGroup } from '../settings/slice.ts';
import { Feedback } from './Feedback.tsx';
import { OfficeScreen } from './OfficeScreen.tsx';
import { RefreshFailed } from './RefreshFailed.tsx';
import { Toggle } from './Toggle.tsx';

const ONE_CLICK_SETTING = 'one_click_bet';

/**
 * Settings groups as switches. A switch shows its new value at once; the saga saves it and puts
 * the old value back if the server refuses, and the page says what the save gave.
 */
export function SettingsPage({ titleKey, introKey, groups }: { titleKey: string; introKey: string; groups: readonly SettingGroup[] }): ReactNode {
  const { t, i18n } = useTexts('office');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOfficeSettings);
  // One-click betting exists only where the site config offers it: elsewhere its switch could do nothing.
  const oneClickOffered = useAppSelector(selectSiteConfig)?.features?.oneClickBet === true;
  useEffect(() => {
    dispatch(settingsRequested());
    // What the last save said belongs to that visit.
    return () => {
      dispatch(feedbackDismissed());
    };
  }, [dispatch]);
  const status = state.status === 'idle' ? 'loading' : state.status;
  return (
    <OfficeScreen titleKey={titleKey}>
      <p className="office__intro">{t(introKey)}</p>
      <RemoteState status={status} error={state.error} onRetry={() => dispatch(settingsRequested())}>
        {state.error && <RefreshFailed onRetry={() => dispatch(settingsRequested())} />}
        {groups.map((group) => {
          // Settings this build has no words for are left out rather than shown as raw ids.
          const settings = (state.groups?.[group] ?? []).filter((s) => i18n.exists(settingKey(s.id), { ns: 'office' }) && (s.id !== ONE_CLICK_SETTING || oneClickOffered));
          if (settings.length === 0) return null;
          return (
            <section key={group} className="office__group" aria-labelledby={`office-group-${group}`}>
              {groups.length > 1 && (
                <h2 id={`office-group-${group}`} className="office__subtitle">
                  {t(`office_settings_group_${group}`)}
                </h2>
              )}
              <ul className="office__list" aria-label={groups.length > 1 ? undefined : t(titleKey)}>
                {settings.map((s) => (
                  <li key={s.id}>
                    <Toggle id={`office-setting-${s.id}`} label={t(settingKey(s.id))} checked={s.value} busy={state.saving.includes(s.id)} onChange={(value) => dispatch(settingSaveRequested({ id: s.id, value }))} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <Feedback feedback={state.feedback} />
      </RemoteState>
    </OfficeScreen>
  );
}
