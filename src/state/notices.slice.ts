/**
 * The notice queue: which notices are due now, in the order they may show. Only the first shows;
 * a phone never gets two stacked. Legal notices come first (the age restriction, then cookies,
 * then maintenance), then the rest. The notices saga decides what is due; closing one lets the next
 * show.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInPayload } from './identity.events.ts';

/** The notices by name (code names them through this: some share a word with a route id). */
export const NOTICE = {
  age: 'age-restriction',
  cookies: 'cookies',
  maintenance: 'maintenance',
  welcome: 'welcome',
  firstDeposit: 'first-deposit-bonus',
  convertAccount: 'convert-account',
  downloadApp: 'download-app',
} as const;
export type NoticeKind = (typeof NOTICE)[keyof typeof NOTICE];

/** Every notice, in the order they take turns. */
export const NOTICE_KINDS: readonly NoticeKind[] = [NOTICE.age, NOTICE.cookies, NOTICE.maintenance, NOTICE.welcome, NOTICE.firstDeposit, NOTICE.convertAccount, NOTICE.downloadApp];

/** The sign-in that earns the welcome notice. */
export const WELCOMED_SIGN_IN: SignedInPayload['via'] = 'registration';

const rank = (kind: NoticeKind): number => NOTICE_KINDS.indexOf(kind);

export interface NoticesState {
  due: NoticeKind[];
}

const initialState: NoticesState = { due: [] };

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    /** The notices due now (any order in, priority order kept). */
    noticesDue: (state, action: PayloadAction<readonly NoticeKind[]>) => {
      const known = action.payload.filter((kind) => NOTICE_KINDS.includes(kind));
      const next = [...new Set(known)].sort((a, b) => rank(a) - rank(b));
      if (next.join() !== state.due.join()) state.due = next;
    },
    /** The visitor answered or closed a notice; the saga remembers it as that notice requires. */
    noticeClosed: (state, action: PayloadAction<{ kind: NoticeKind }>) => {
      state.due = state.due.filter((kind) => kind !== action.payload.kind);
    },
  },
  selectors: {
    selectCurrentNotice: (state): NoticeKind | null => state.due[0] ?? null,
    selectDueNotices: (state) => state.due,
  },
});

export const { noticesDue, noticeClosed } = noticesSlice.actions;
export const { selectCurrentNotice, selectDueNotices } = noticesSlice.selectors;
