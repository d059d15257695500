import { useId, type ReactNode } from 'react';
import { formatOddsOrNull, oddsFormatChanged, selectOddsFormatOptions, useAppDispatch, useAppSelector, useOddsFormat, useTexts } from '@plugin-api';

/** The price each option shows as its example: 2.50 reads 2.50, 6/4, +150, 1.50, -0.67, 1.50. */
const EXAMPLE_PRICE = 2.5;

/**
 * The odds display format: the formats the site offers (site config oddsFormats, all six
 * by default), each with an example price. The choice is the player's preference (plugin API), so
 * every price on every page follows it, and it survives a reload. Shown in the sports list header;
 * a widget (`sports/odds-format-switcher`) any route can put in a slot. Hidden when the site offers
 * a single format.
 */
export function OddsFormatSwitcher(): ReactNode {
  const { t } = useTexts('sports');
  const dispatch = useAppDispatch();
  const formatId = useOddsFormat();
  const { available } = useAppSelector(selectOddsFormatOptions);
  const id = useId();
  if (available.length < 2) return null;
  return (
    <div className="odds-format">
      <label htmlFor={id} className="odds-format__label">
        {t('sports_odds_format')}
      </label>
      <select id={id} className="odds-format__select" value={formatId} onChange={(event) => dispatch(oddsFormatChanged(Number(event.target.value)))}>
        {available.map((format) => (
          <option key={format} value={format}>
            {t('sports_odds_format_option', { name: t(`sports_odds_format_${format}`), example: formatOddsOrNull(EXAMPLE_PRICE, format) ?? '' })}
          </option>
        ))}
      </select>
    </div>
  );
}
