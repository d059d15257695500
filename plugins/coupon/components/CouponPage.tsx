import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, selectPlayerSetting, useAppDispatch, useAppSelector, useTexts, type PageProps } from '@plugin-api';
import { COUPON_TYPE, mayAddBanker, takesBlocks } from '@plugin-api/coupon-maths';
import type { PlacementFailure } from '../model.ts';
import { failureText } from '../refusal-text.ts';
import { cleared, couponLoadRequested, loadCouponInputChanged, oddsChangesAccepted, outcomeDismissed, placeRequested, selectCouponView, selectHasOddsToConfirm } from '../slice.ts';
import { formatMoney } from '../format.ts';
import { AmountField } from './AmountField.tsx';
import { CouponAccount } from './CouponAccount.tsx';
import { BetRow } from './BetRow.tsx';
import { CouponExtras } from './CouponExtras.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import { LoadCouponForm, LoadNotice } from './LoadCoupon.tsx';
import { TypeSwitcher } from './TypeSwitcher.tsx';
import { useOpenSettingsModal } from './use-settings-modal.ts';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

/** The coupon route's query that loads a saved coupon: /en/coupon?code=ABC123. */
export const CODE_QUERY = 'code';

function Outcome({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { successCoupon, singlesResultCoupons, placement, limits, settings, amount } = useAppSelector(selectCouponView);
  // The money a refusal names is in the coupon's currency and the page's language.
  const refusalText = (reason: PlacementFailure): string => {
    const text = failureText(reason, placement.figures, amount, (value) => formatMoney(value, limits.currencyIso, lng));
    return t(text.key, text.values);
  };
  if (successCoupon) {
    const coupons = singlesResultCoupons.length > 0 ? singlesResultCoupons : [successCoupon];
    return (
      <div className="coupon-outcome coupon-outcome--success" role="status">
        <strong>{t('coupon_place_success')}</strong>
        <ul>
          {coupons.map((c) => (
            <li key={c.couponId}>
              {t('coupon_place_success_id', { couponId: c.couponId })}
              {c.possibleWin !== null && settings.isPossibleWinShown && ` · ${t('coupon_possible_win')}: ${formatMoney(c.possibleWin, limits.currencyIso, lng)}`}
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => dispatch(outcomeDismissed())}>
          {t('coupon_ok')}
        </Button>
      </div>
    );
  }
  if (placement.status === 'failed' && placement.reason) {
    return (
      <p className="coupon-outcome coupon-outcome--error" role="alert">
        {refusalText(placement.reason)}
        {placement.reason === 'refused' && placement.detail ? ` ${placement.detail}` : null}
      </p>
    );
  }
  return null;
}

/**
 * A code in the page's query is loaded once, and taken out of the address (replace), so a reload
 * or the back button does not load it again over what the player did since.
 */
function useCodeFromQuery(query: string): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(query);
    const code = params.get(CODE_QUERY);
    if (code === null) return;
    dispatch(loadCouponInputChanged(code));
    dispatch(couponLoadRequested({ code }));
    params.delete(CODE_QUERY);
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, { replace: true });
    // Only a new query means a new code; the location is read for the replace only.
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The full coupon: bets with their type's controls, the type, bonus / VIP / promo code,
 * stake, lines, total stake and possible win, placing and its outcome; loading a coupon by code and
 * sharing it. A guest's Place opens the sign-in modal and says why; the bets stay.
 */
export function CouponPage({ lng, query }: PageProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCouponView);
  const hasOddsToConfirm = useAppSelector(selectHasOddsToConfirm);
  const openSettings = useOpenSettingsModal();
  const askedToSignIn = useSignInPrompt();
  // The office's "Compact coupon": one tight row per bet.
  const compact = useAppSelector((state: unknown) => selectPlayerSetting(state, 'compact_coupon'));
  useCodeFromQuery(query);
  const { bets, typeId, bankers, placement } = coupon;
  const placing = placement.status === 'placing';
  const canHaveMoreBankers = mayAddBanker(bets.length, bankers.length);
  const blockChoices = takesBlocks(typeId) ? bets.length : 0;

  return (
    <article className="coupon-page">
      <header className="coupon-page__header">
        <h1 className="coupon-page__title">{t(coupon.settings.isActiveOneClick ? 'coupon_one_click_title' : 'coupon_title')}</h1>
        <Button variant="ghost" onClick={openSettings}>
          {t('coupon_settings')}
        </Button>
      </header>
      <LoadNotice />
      <Outcome lng={lng} />
      {bets.length === 0 ? (
        !coupon.successCoupon && <p className="coupon-page__empty">{t(coupon.settings.isActiveOneClick ? 'coupon_one_click_hint' : 'coupon_empty')}</p>
      ) : (
        <>
          <TypeSwitcher />
          <ul className={`coupon-bets${compact ? ' coupon-bets--compact' : ''}`} aria-label={t('coupon_bets_label')}>
            {bets.map((bet) => (
              <BetRow
                key={bet.marketId}
                bet={bet}
                typeId={typeId}
                isBanker={bankers.includes(bet.marketId)}
                isDependent={coupon.dependentMarketIds.includes(bet.marketId)}
                canBeBanker={canHaveMoreBankers}
                blockChoices={blockChoices}
              />
            ))}
          </ul>
          {coupon.shapeProblem !== null && (
            <p className="coupon-outcome coupon-outcome--warning" role={coupon.shapeProblem === 'coupon_problem_quote_pending' ? 'status' : 'alert'}>
              {t(coupon.shapeProblem)}
            </p>
          )}
          {hasOddsToConfirm && (
            <div className="coupon-odds-changed" role="alert">
              <p>{t(typeId === COUPON_TYPE.antiExpress ? 'coupon_anti_express_changed' : 'coupon_odds_changed')}</p>
              <Button onClick={() => dispatch(oddsChangesAccepted())}>{t('coupon_accept_odds')}</Button>
            </div>
          )}
          <CouponExtras />
          <CouponAccount lng={lng} />
          <AmountField lng={lng} />
          <CouponSummary lng={lng} />
          {askedToSignIn && (
            <p className="coupon-outcome coupon-outcome--warning" role="status">
              {t('coupon_sign_in_to_place')}
            </p>
          )}
          <div className="coupon-page__actions">
            <Button disabled={!coupon.isActivePlaceBet || placing} aria-busy={placing} onClick={() => dispatch(placeRequested())}>
              {t(placing ? 'coupon_placing' : 'coupon_place')}
            </Button>
            <Button variant="ghost" disabled={placing} onClick={() => dispatch(cleared())}>
              {t('coupon_clear')}
            </Button>
          </div>
          <ExportPanel lng={lng} />
        </>
      )}
      <LoadCouponForm />
    </article>
  );
}
