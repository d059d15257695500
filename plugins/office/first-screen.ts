/**
 * The office hub's first screen on the server, rendered for the player the visitor's token belongs
 * to (src/app/server-render.tsx): who they are, their bonus balance and the office pages, so the page
 * shows them in its first paint instead of after the app's start-up, its session check and this call.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { loadRemoteData } from '@plugin-api';
import { MENU_KEY, MENU_PATH } from './menu-read.ts';

export function* menuFirstScreen(): SagaIterator<void> {
  yield call(loadRemoteData, MENU_KEY, MENU_PATH);
}
