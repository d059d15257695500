/**
 * The button that opens the live chat the site config names. Nothing of the provider loads until it
 * is pressed; a failed load says so and offers another try; a script from an origin the config does
 * not allow is refused (and the CSP would block it as well).
 */
import { useState, type ReactNode } from 'react';
import { Button, useSiteConfig, useTexts } from '@plugin-api';
import { ChatRefusedError, openChat } from './loader.ts';

type ChatState = 'idle' | 'opening' | 'open' | 'failed' | 'refused';

export function ChatButton(): ReactNode {
  const { t } = useTexts('support');
  const support = useSiteConfig().support;
  const [state, setState] = useState<ChatState>('idle');
  const chat = support?.chat;
  if (!chat) return null;

  const start = () => {
    setState('opening');
    openChat(chat, support.chatOrigins ?? []).then(
      () => setState('open'),
      (error: unknown) => setState(error instanceof ChatRefusedError ? 'refused' : 'failed'),
    );
  };

  return (
    <div className="support-chat">
      <Button onClick={start} disabled={state === 'opening'} aria-busy={state === 'opening' || undefined}>
        {t(state === 'opening' ? 'support_chat_opening' : state === 'open' ? 'support_chat_again' : 'support_chat_open')}
      </Button>
      {(state === 'failed' || state === 'refused') && (
        <p className="support-chat__error" role="alert">
          {t(state === 'refused' ? 'support_chat_refused' : 'support_chat_failed')}
        </p>
      )}
    </div>
  );
}
