import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RouteLink, selectIsAuthenticated, ShellPiece, useAppSelector, useLanguageHref, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';

function LanguageLink({ lng, current }: { lng: string; current: boolean }): ReactNode {
  const href = useLanguageHref(lng);
  return (
    <Link to={href} className="header__lang" aria-current={current ? 'true' : undefined} hrefLang={lng} lang={lng}>
      {lng.toUpperCase()}
    </Link>
  );
}

/** Brand and language switcher; hidden languages are offered to signed-in users only (SPEC 2.1). */
export function Header({ lng }: SlotProps): ReactNode {
  const config = useSiteConfig();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { t } = useTexts('navigation');
  const hidden = new Set(config.languages.hidden ?? []);
  const languages = config.languages.available.filter((l) => signedIn || !hidden.has(l));
  return (
    <header className="header">
      <RouteLink to="home" className="header__brand">
        {config.companyName}
      </RouteLink>
      {languages.length > 1 && (
        <nav className="header__langs" aria-label={t('nav_language')}>
          {languages.map((l) => (
            <LanguageLink key={l} lng={l} current={l === lng} />
          ))}
        </nav>
      )}
      <ShellPiece name="account" className="header__account" />
    </header>
  );
}
