import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, RouteLink, selectIsAuthenticated, selectSessionPending, selectUnreadMessageCount, ShellPiece, useAppSelector, useHasRoute, useLanguageHref, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';

function LanguageLink({ lng, current, onChoose }: { lng: string; current: boolean; onChoose?: () => void }): ReactNode {
  const href = useLanguageHref(lng);
  return (
    <Link to={href} className="header__lang" aria-current={current ? 'true' : undefined} hrefLang={lng} lang={lng} onClick={onChoose}>
      {lng.toUpperCase()}
    </Link>
  );
}

/**
 * A player's header also holds the balance and the messages, so their languages fold into a menu
 * (the current one shown, the others a tap away) and the brand keeps its room at 320 px.
 */
function LanguageMenu({ languages, lng }: { languages: readonly string[]; lng: string }): ReactNode {
  const { t } = useTexts('navigation');
  const menu = useRef<HTMLDetailsElement>(null);
  const close = (): void => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <nav className="header__langs header__langs--menu" aria-label={t('nav_language')}>
      <details ref={menu} className="header__lang-menu">
        <summary className="header__lang header__lang-summary" lang={lng}>
          {lng.toUpperCase()}
        </summary>
        <div className="header__lang-list">
          {languages
            .filter((l) => l !== lng)
            .map((l) => (
              <LanguageLink key={l} lng={l} current={false} onChoose={close} />
            ))}
        </div>
      </details>
    </nav>
  );
}

/** The signed-in player's unread office messages, a link to them; nothing when there are none. */
function UnreadMessages(): ReactNode {
  const count = useAppSelector(selectUnreadMessageCount);
  const served = useHasRoute('office-messages');
  const { t } = useTexts('navigation');
  if (count === 0 || !served) return null;
  return (
    <RouteLink to="office-messages" className="header__messages" aria-label={t('nav_unread_messages', { count })}>
      <Icon name="mail" size={22} />
      <span className="header__messages-count">{count}</span>
    </RouteLink>
  );
}

/**
 * Brand, the account area (a shell piece another plugin provides) and the language switcher;
 * hidden languages are offered to signed-in users only (in a menu, see LanguageMenu). The brand
 * never gives way: the account area does. The languages sit at the end
 * and the account area before them, so when the account area arrives (later, in its own chunk)
 * it grows into free space and neither the brand nor the languages move.
 */
export function Header({ lng }: SlotProps): ReactNode {
  const config = useSiteConfig();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const sessionPending = useAppSelector(selectSessionPending);
  const { t } = useTexts('navigation');
  const hidden = new Set(config.languages.hidden ?? []);
  const languages = config.languages.available.filter((l) => signedIn || !hidden.has(l));
  return (
    <header className="header">
      <RouteLink to="home" className="header__brand">
        {config.companyName}
      </RouteLink>
      {/* Until the session check answers, neither "sign in" nor a balance: either could be wrong. */}
      {sessionPending ? <span className="header__account header__account--pending" aria-hidden="true" /> : <ShellPiece name="account" className="header__account" />}
      {signedIn && !sessionPending && <UnreadMessages />}
      {languages.length > 1 && signedIn && !sessionPending && <LanguageMenu languages={languages} lng={lng} />}
      {languages.length > 1 && !(signedIn && !sessionPending) && (
        <nav className="header__langs" aria-label={t('nav_language')}>
          {languages.map((l) => (
            <LanguageLink key={l} lng={l} current={l === lng} />
          ))}
        </nav>
      )}
    </header>
  );
}
