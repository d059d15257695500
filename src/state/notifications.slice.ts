import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationVariant = 'info' | 'success' | 'warning' | 'error' | 'permanent';

/** A popup: texts are dictionary keys, never literals. 'permanent' has no time-out. */
export interface AppNotification {
  id: string;
  variant: NotificationVariant;
  titleKey: string;
  messageKey: string;
  /** Interpolation values for the message. */
  values?: Record<string, string | number>;
  linkTo?: string;
}

export const NO_TIMEOUT_VARIANTS: readonly NotificationVariant[] = ['permanent'];

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as AppNotification[] },
  reducers: {
    notificationShown: (state, action: PayloadAction<AppNotification>) => {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
      state.items.push(action.payload);
    },
    notificationClosed: (state, action: PayloadAction<{ id: string }>) => {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationShown, notificationClosed } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
