import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, RemoteState, RouteLink, formatMoney, useTexts, type PageProps } from '@plugin-api';
import type { ReferralAnswer } from '../schemas.ts';
import { formatDate } from '../format.ts';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parseReferral } from '../parse.ts';
import { BonusPage } from './BonusPage.tsx';
import { CopyButton } from './CopyButton.tsx';

/** The phone's own share sheet where there is one (most phones); elsewhere the copy buttons do. */
function ShareButton({ link, text }: { link: string; text: string }): ReactNode {
  const { t } = useTexts(NS);
  // Known only in the browser, after the first render, so the server's markup and the first render agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  if (!canShare) return null;
  const share = () => {
    // A dismissed share sheet rejects: nothing to report.
    navigator.share({ url: link, text }).catch(() => undefined);
  };
  return <Button onClick={share}>{t('office_bonuses_friend_share')}</Button>;
}

function Invite({ referral }: { referral: ReferralAnswer }): ReactNode {
  const { t } = useTexts(NS);
  return (
    <Card aria-labelledby="office-bonuses-invite-title">
      <h2 className="section-title" id="office-bonuses-invite-title">
        {t('office_bonuses_friend_invite_title')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="office-bonuses-friend-link">
          {t('office_bonuses_friend_link')}
        </label>
        <input id="office-bonuses-friend-link" readOnly value={referral.link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="office-bonuses-friend-code">
          {t('office_bonuses_friend_code')}
        </label>
        <input id="office-bonuses-friend-code" readOnly value={referral.code} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="office-bonuses__actions">
        <CopyButton text={referral.link} label={t('office_bonuses_friend_copy_link')} />
        <CopyButton text={referral.code} label={t('office_bonuses_friend_copy_code')} />
        <ShareButton link={referral.link} text={t('office_bonuses_friend_share_text', { code: referral.code })} />
      </div>
    </Card>
  );
}

/** Bring a friend: the player's link and code to pass on, the friends who came, and what they earned. */
export function BringFriendPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const referral = useBonusRead(READS.referral(lng), '/bonuses/referral', parseReferral);
  const data = referral.data;
  const money = (value: number) => (data ? formatMoney(value, data.iso, lng) : '');
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_friend_title')} intro={data ? t('office_bonuses_friend_intro', { reward: money(data.rewardPerFriend) }) : undefined}>
      <RemoteState status={referral.status} error={referral.error} onRetry={referral.reload}>
        {data && (
          <>
            <Invite referral={data} />
            <Card aria-labelledby="office-bonuses-friends-title">
              <h2 className="section-title" id="office-bonuses-friends-title">
                {t('office_bonuses_friend_friends_title')}
              </h2>
              <p>{t('office_bonuses_friend_earned', { amount: money(data.earned), count: data.friends.length })}</p>
              {data.friends.length === 0 ? (
                <p className="office-bonuses__muted">{t('office_bonuses_friend_none')}</p>
              ) : (
                <ul className="office-bonuses__list">
                  {data.friends.map((friend) => (
                    <li key={`${friend.name}-${friend.joinedAt}`} className="office-bonuses__row">
                      <span>
                        <strong>{friend.name}</strong>
                        <span className="office-bonuses__muted"> {t('office_bonuses_friend_joined', { date: formatDate(friend.joinedAt, lng) })}</span>
                      </span>
                      <span>{friend.deposited ? money(friend.reward) : t('office_bonuses_friend_waiting')}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <RouteLink to="office-bringfriend-banners" className="office-bonuses__link">
              {t('office_bonuses_friend_banners_link')}
            </RouteLink>
          </>
        )}
      </RemoteState>
    </BonusPage>
  );
}
