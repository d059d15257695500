/**
 * The button that opens the live chat the site config names. Nothing of the provider loads until it
 * is pressed; a failed load says so and offers another try; a script from an origin the config does
 * not allow is refused (and the CSP would block it as well).
 *
 * Every chat provider (LiveChat, SupHelper, Chatra, HelpCrunch) keeps the conversation in cookies
 * and storage of its own: functional cookies. On a site with a cookie notice the script loads only
 * once the visitor agreed to them; until then the button says so and, pressed, records that
 * agreement (the visitor's own choice, as the notice would) before it opens the chat.
 */
import { useState, type ReactNode } from 'react';
import { Button, cookieConsentGiven, selectConsentAllows, useAppDispatch, useAppSelector, useCookieConsent, useSiteConfig, useTexts } from '@plugin-api';
import { ChatRefusedError, openChat } from './loader.ts';

type ChatState = 'idle' | 'opening' | 'open' | 'failed' | 'refused';


export function ChatButton(): ReactNode {
  const { t } = useTexts('support');
  const dispatch = useAppDispatch();
  const config = useSiteConfig();
  const consent = useCookieConsent();
  const support = config.support;
  const [state, setState] = useState<ChatState>('idle');
  // The chat's script and storage are functional cookies.
  const consented = useAppSelector((s) => selectConsentAllows(s, 'functional'));
  const chat = support?.chat;
  if (!chat) return null;

  const start = () => {
    if (!consented) {
      // Pressing the button that says it allows functional cookies is the visitor's agreement; marketing stays as it was.
      dispatch(cookieConsentGiven({ functional: true, marketing: consent.marketing, agreedAt: Math.floor(Date.now() / 1000) }));
    }
    setState('opening');
    openChat(chat, support.chatOrigins ?? []).then(
      () => setState('open'),
      (error: unknown) => setState(error instanceof ChatRefusedError ? 'refused' : 'failed'),
    );
  };

  return (
    <div className="support-chat">
      {!consented && <p className="support-chat__consent">{t('support_chat_consent')}</p>}
      <Button onClick={start} disabled={state === 'opening'} aria-busy={state === 'opening' || undefined}>
        {t(state === 'opening' ? 'support_chat_opening' : state === 'open' ? 'support_chat_again' : consented ? 'support_chat_open' : 'support_chat_allow_and_open')}
      </Button>
      {(state === 'failed' || state === 'refused') && (
        <p className="support-chat__error" role="alert">
          {t(state === 'refused' ? 'support_chat_refused' : 'support_chat_failed')}
        </p>
      )}
    </div>
  );
}
