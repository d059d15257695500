/** What the version check and its offer share: the event, the texts and the port the UI fills. */
import { createAction } from '@reduxjs/toolkit';

/** The server serves a newer build than the one on screen (the app-version state: update needed). */
export const appUpdateFound = createAction<{ current: string; latest: string }>('appVersion/updateFound');

export type UpdateOfferAnswer = 'reload' | 'later';

export interface UpdateOfferTexts {
  title: string;
  text: string;
  reload: string;
  later: string;
}

export interface UpdateOfferPort {
  /** Shows the offer; `answer` is called once with the player's choice. Returns what removes it. */
  show(texts: UpdateOfferTexts, answer: (choice: UpdateOfferAnswer) => void): () => void;
  reload(): void;
}
