import { useId, useState, type ReactNode } from 'react';
import { Button, CONSENT_TYPES, cookieConsentGiven, RouteLink, useAppDispatch, useHasRoute, useSiteConfig, useTexts, type ConsentType } from '@plugin-api';

export type Choice = Record<ConsentType, boolean>;

interface CookieChoicesProps {
  /** What the boxes show at first: nothing for a first answer, the current answer when it is changed. */
  preselected: Choice;
  /** The frame around the choices: the banner at the foot of the page, or the settings dialog. */
  className: string;
  /** The dictionary key of the heading. */
  titleKey: string;
  onAnswered?: () => void;
}

/**
 * The cookie choices: necessary cookies are always on; each optional type the site offers can be
 * agreed or not. "Accept all", "Only necessary" or the ticked choice answer; the core writes the
 * answer to the consent cookies and gates cookies and tracking on it (a type refused later takes
 * the cookies it allowed with it).
 */
export function CookieChoices({ preselected, className, titleKey, onAnswered }: CookieChoicesProps): ReactNode {
  const { t } = useTexts('notices');
  const dispatch = useAppDispatch();
  const listed = useSiteConfig().notices?.cookies?.types ?? [];
  const offered = CONSENT_TYPES.filter((type) => listed.includes(type));
  const [choice, setChoice] = useState<Choice>(preselected);
  const hasPolicy = useHasRoute('information-cookies');
  const titleId = useId();

  const answer = (agreed: Choice): void => {
    const only = (type: ConsentType) => agreed[type] && offered.includes(type);
    dispatch(cookieConsentGiven({ functional: only('functional'), marketing: only('marketing'), agreedAt: Math.floor(Date.now() / 1000) }));
    onAnswered?.();
  };

  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="notice-banner__title">
        {t(titleKey)}
      </h2>
      <p className="notice-banner__text">
        {t('notices_cookies_text')}{' '}
        {hasPolicy ? (
          <RouteLink to="information-cookies" className="notice-link">
            {t('notices_cookies_policy')}
          </RouteLink>
        ) : null}
      </p>
      <ul className="notice-cookies__types">
        <li className="notice-cookies__type">
          <span className="notice-cookies__name">{t('notices_cookies_necessary')}</span>
          <span className="notice-cookies__hint">{t('notices_cookies_necessary_hint')}</span>
        </li>
        {offered.map((type) => (
          <li key={type} className="notice-cookies__type">
            <label className="notice-cookies__toggle">
              <input
                type="checkbox"
                checked={choice[type]}
                onChange={(event) => setChoice({ ...choice, [type]: event.target.checked })}
                aria-describedby={`${titleId}-${type}`}
              />
              <span className="notice-cookies__name">{t(`notices_cookies_${type}`)}</span>
            </label>
            <span id={`${titleId}-${type}`} className="notice-cookies__hint">
              {t(`notices_cookies_${type}_hint`)}
            </span>
          </li>
        ))}
      </ul>
      <div className="notice-banner__actions">
        <Button type="button" onClick={() => answer({ functional: true, marketing: true })}>
          {t('notices_cookies_accept_all')}
        </Button>
        {offered.length > 0 ? (
          <>
            <Button type="button" variant="secondary" onClick={() => answer(choice)}>
              {t('notices_cookies_save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => answer({ functional: false, marketing: false })}>
              {t('notices_cookies_necessary_only')}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
