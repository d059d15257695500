/**
 * The responsible-gaming slice (store key 'responsibleGaming'): the player's limits as the limit
 * service last answered, what the site offers, the form being sent, an open questionnaire and the
 * reality-check popup. Shared by the page and the signed-in widget, whichever loads first.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';
import type { AvailableLimit, Limit, Question, QuestionResult, SelfExcludeReason } from '../model.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface Failure {
  message: string;
  status: number;
}

/** One form's send: which form (`key`), and how it went. */
export interface Sending {
  key: string | null;
  status: 'idle' | 'sending' | 'done' | 'failed';
  error: Failure | null;
  /** After a save: whether the change applies now or waits. */
  outcome: 'applied' | 'pending' | null;
}

export interface ResponsibleGamingState {
  limits: { status: LoadStatus; list: Limit[]; error: Failure | null };
  offer: { status: LoadStatus; available: AvailableLimit[]; reasons: SelfExcludeReason[]; error: Failure | null };
  sending: Sending;
  questionnaire: { tokenGuid: string; questions: Question[]; results: QuestionResult[] | null } | null;
  /** The reality-check popup: when it showed (ms), or null while hidden. */
  realityCheckShownAt: number | null;
  /** The deposit-limit prompt after registration is open. */
  depositPromptOpen: boolean;
  /** Limit types whose raise waits for the player's answer now (the approval popup shows them). */
  approvalsDue: number[];
  /** Hours of play left today under the session limit (the service's last word); null without one. */
  sessionHoursLeft: number | null;
}

export const initialResponsibleGamingState: ResponsibleGamingState = {
  limits: { status: 'idle', list: [], error: null },
  offer: { status: 'idle', available: [], reasons: [], error: null },
  sending: { key: null, status: 'idle', error: null, outcome: null },
  questionnaire: null,
  realityCheckShownAt: null,
  depositPromptOpen: false,
  approvalsDue: [],
  sessionHoursLeft: null,
};

export interface LimitChange {
  limitType: number;
  limitValue: number;
}

export type LimitActionName = 'approve' | 'reject' | 'cancel';

export const responsibleGamingSlice = definePluginSlice(
  createSlice({
    name: 'responsibleGaming',
    initialState: initialResponsibleGamingState,
    reducers: {
      /** Someone needs the limits (the page opened, the widget started, a popup wants them fresh). */
      limitsRequested(state) {
        if (state.limits.status !== 'ready') state.limits.status = 'loading';
      },
      limitsLoaded(state, action: PayloadAction<Limit[]>) {
        state.limits = { status: 'ready', list: action.payload, error: null };
      },
      limitsFailed(state, action: PayloadAction<Failure>) {
        // A refresh that failed keeps what is shown.
        if (state.limits.status !== 'ready') state.limits = { status: 'error', list: [], error: action.payload };
      },
      offerRequested(state) {
        if (state.offer.status !== 'ready') state.offer.status = 'loading';
      },
      offerLoaded(state, action: PayloadAction<{ available: AvailableLimit[]; reasons: SelfExcludeReason[] }>) {
        state.offer = { status: 'ready', ...action.payload, error: null };
      },
      offerFailed(state, action: PayloadAction<Failure>) {
        state.offer = { status: 'error', available: [], reasons: [], error: action.payload };
      },
      limitSaveRequested(state, action: PayloadAction<{ key: string; changes: LimitChange[] }>) {
        state.sending = { key: action.payload.key, status: 'sending', error: null, outcome: null };
      },
      questionnaireOpened(state, action: PayloadAction<{ tokenGuid: string; questions: Question[] }>) {
        state.sending = { ...state.sending, status: 'idle' };
        state.questionnaire = { ...action.payload, results: null };
      },
      questionnaireSubmitted(state, _action: PayloadAction<{ answers: { questionId: number; answerId: number }[] }>) {
        state.sending = { ...state.sending, status: 'sending', error: null };
      },
      questionnaireAnswered(state, action: PayloadAction<{ success: boolean; results: QuestionResult[]; limits: Limit[] }>) {
        state.limits = { status: 'ready', list: action.payload.limits, error: null };
        state.sending = { ...state.sending, status: action.payload.success ? 'done' : 'idle', outcome: action.payload.success ? 'pending' : null };
        state.questionnaire = action.payload.success ? null : state.questionnaire && { ...state.questionnaire, results: action.payload.results };
      },
      questionnaireClosed(state) {
        state.questionnaire = null;
        state.sending = initialResponsibleGamingState.sending;
      },
      limitActionRequested(state, action: PayloadAction<{ key: string; limitType: number; action: LimitActionName }>) {
        state.sending = { key: action.payload.key, status: 'sending', error: null, outcome: null };
      },
      selfExclusionRequested(state, action: PayloadAction<{ key: string; days: number; reasonId: number }>) {
        state.sending = { key: action.payload.key, status: 'sending', error: null, outcome: null };
      },
      panicRequested(state, action: PayloadAction<{ key: string }>) {
        state.sending = { key: action.payload.key, status: 'sending', error: null, outcome: null };
      },
      /** A send succeeded: the service answered the list after it. */
      limitsChanged(state, action: PayloadAction<{ limits: Limit[]; outcome?: 'applied' | 'pending' }>) {
        state.limits = { status: 'ready', list: action.payload.limits, error: null };
        state.sending = { ...state.sending, status: 'done', outcome: action.payload.outcome ?? null };
      },
      sendFailed(state, action: PayloadAction<Failure>) {
        state.sending = { ...state.sending, status: 'failed', error: action.payload };
      },
      /** The form is edited again: its last outcome goes. */
      sendingReset(state) {
        state.sending = initialResponsibleGamingState.sending;
      },
      realityCheckDue(state, action: PayloadAction<{ shownAt: number }>) {
        state.realityCheckShownAt = action.payload.shownAt;
      },
      realityCheckAnswered(state, _action: PayloadAction<{ action: 'continue' | 'log_out' | 'nothing'; doNotShowAgain: boolean }>) {
        state.realityCheckShownAt = null;
      },
      approvalsDue(state, action: PayloadAction<number[]>) {
        state.approvalsDue = action.payload;
      },
      sessionLeftChanged(state, action: PayloadAction<number | null>) {
        state.sessionHoursLeft = action.payload;
      },
      depositPromptOpened(state) {
        state.depositPromptOpen = true;
      },
      depositPromptClosed(state) {
        state.depositPromptOpen = false;
      },
    },
    selectors: {
      selectLimits: (state) => state.limits,
      selectOffer: (state) => state.offer,
      selectSending: (state) => state.sending,
      selectQuestionnaire: (state) => state.questionnaire,
      selectRealityCheckShownAt: (state) => state.realityCheckShownAt,
      selectDepositPromptOpen: (state) => state.depositPromptOpen,
      selectApprovalsDue: (state) => state.approvalsDue,
    },
  }),
);

export const {
  limitsRequested,
  limitsLoaded,
  limitsFailed,
  offerRequested,
  offerLoaded,
  offerFailed,
  limitSaveRequested,
  questionnaireOpened,
  questionnaireSubmitted,
  questionnaireAnswered,
  questionnaireClosed,
  limitActionRequested,
  selfExclusionRequested,
  panicRequested,
  limitsChanged,
  sendFailed,
  sendingReset,
  realityCheckDue,
  realityCheckAnswered,
  depositPromptOpened,
  depositPromptClosed,
  approvalsDue,
  sessionLeftChanged,
} = responsibleGamingSlice.actions;

export const { selectLimits, selectOffer, selectSending, selectQuestionnaire, selectRealityCheckShownAt, selectDepositPromptOpen, selectApprovalsDue } =
  responsibleGamingSlice.selectors;
