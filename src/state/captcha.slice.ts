import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The captcha challenge the API client is waiting on. The client asks the captcha
 * bridge (src/app/captcha-bridge.ts); the shell shows the site config's `shell.captcha` modal while
 * a challenge is open; the modal answers with `captchaSolved` or `captchaDismissed`.
 */
export interface CaptchaChallengeView {
  id: number;
  /** The server's captcha error code (100, 111, 112 or 113). */
  errorCode: number;
}

export const captchaSlice = createSlice({
  name: 'captcha',
  initialState: { challenge: null as CaptchaChallengeView | null },
  reducers: {
    captchaChallenged: (state, action: PayloadAction<CaptchaChallengeView>) => {
      state.challenge = action.payload;
    },
    /** The person typed the captcha text; the client validates it and replays its call once. */
    captchaSolved: (state, action: PayloadAction<{ id: number; text: string }>) => {
      if (state.challenge?.id === action.payload.id) state.challenge = null;
    },
    captchaDismissed: (state, action: PayloadAction<{ id: number }>) => {
      if (state.challenge?.id === action.payload.id) state.challenge = null;
    },
  },
  selectors: {
    selectCaptchaChallenge: (state) => state.challenge,
  },
});

export const { captchaChallenged, captchaSolved, captchaDismissed } = captchaSlice.actions;
export const { selectCaptchaChallenge } = captchaSlice.selectors;
