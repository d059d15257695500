import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useSiteConfig, useTexts } from '@plugin-api';

export function WelcomeBanner(): ReactNode {
  const { t } = useTexts('home');
  const config = useSiteConfig();
  const hasRegistration = useHasRoute('registration');
  // SPEC 5: a VIP domain offers no registration.
  const canRegister = config.features?.registrationAllowed === true && config.features.vipDomain !== true && hasRegistration;
  return (
    <section className="welcome-banner" aria-labelledby="welcome-banner-title">
      <h2 id="welcome-banner-title" className="welcome-banner__title">
        {t('home_welcome_title', { company: config.companyName })}
      </h2>
      <p className="welcome-banner__text">{t('home_welcome_text', { currency: config.currencies.default })}</p>
      {canRegister && (
        <RouteLink to="registration" className="button">
          {t('home_welcome_cta')}
        </RouteLink>
      )}
    </section>
  );
}
