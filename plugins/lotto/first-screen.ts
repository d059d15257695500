/**
 * The first screen of a lotto or toto address on the server: its data is read in-process before
 * the page renders (so the HTML already lists the lotteries, the draw or the pools), and an address
 * whose data does not exist (the API answers 404) is reported not found: the server answers 404.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { loadRemoteData, type PageProps } from '@plugin-api';
import { catalogRead, lotteryRead, lottoViewOf, resultsRead, totoRead, type Read } from './keys.ts';

function* load(read: Read): SagaIterator<void> {
  yield call(loadRemoteData, read.key, read.path, read.query);
}

export function* lottoFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params, lng } = props as unknown as PageProps;
  const view = lottoViewOf(params ?? {});
  if (view.kind === 'results') yield call(load, resultsRead(view.lottoId, lng));
  else if (view.kind === 'lottery') yield call(load, lotteryRead(view.section, view.lottoId, lng));
  else yield call(load, catalogRead(view.section, lng));
}

export function* totoFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params, lng } = props as unknown as PageProps;
  const section = typeof params?.totoSection === 'string' ? params.totoSection : null;
  yield call(load, totoRead(section, lng));
}
