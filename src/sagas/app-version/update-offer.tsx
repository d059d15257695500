/**
 * The reload offer. It is its own small React root at the end of the body: it belongs to no page
 * and no layout, and its code is fetched only when an offer is due. Not a dialog: the player may
 * go on with what they are doing (a bet, a game) and answer when they like.
 */
import { useId, type ReactNode } from 'react';
import type { createRoot } from 'react-dom/client';
import type { UpdateOfferAnswer, UpdateOfferPort, UpdateOfferTexts } from './offer.ts';
import './update-offer.css';

export function UpdateOffer({ texts, onAnswer }: { texts: UpdateOfferTexts; onAnswer: (choice: UpdateOfferAnswer) => void }): ReactNode {
  const titleId = useId();
  return (
    <aside className="update-offer notification" aria-labelledby={titleId} aria-live="polite">
      <strong className="notification__title" id={titleId}>
        {texts.title}
      </strong>
      <p className="notification__message">{texts.text}</p>
      <div className="update-offer__actions">
        <button type="button" className="button" onClick={() => onAnswer('reload')}>
          {texts.reload}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAnswer('later')}>
          {texts.later}
        </button>
      </div>
    </aside>
  );
}

/** React's `createRoot`, handed in by the entry: importing react-dom here would split it into a chunk of its own. */
export type RootFactory = typeof createRoot;

export function updateOfferPort(createRoot: RootFactory, doc: Document = document, reload: () => void = () => window.location.reload()): UpdateOfferPort {
  return {
    show(texts, answer) {
      const host = doc.createElement('div');
      doc.body.appendChild(host);
      const root = createRoot(host);
      let answered = false;
      const remove = () => {
        root.unmount();
        host.remove();
      };
      root.render(
        <UpdateOffer
          texts={texts}
          onAnswer={(choice) => {
            if (answered) return;
            answered = true;
            answer(choice);
            if (choice === 'later') remove();
          }}
        />,
      );
      return () => {
        if (host.isConnected) remove();
      };
    },
    reload,
  };
}
