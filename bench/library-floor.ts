/**
 * The floor under the home page's JavaScript: the libraries the stack decided on (react-dom and
 * react, react-router, i18next with react-i18next, Redux Toolkit with react-redux and reselect,
 * redux-saga, @loadable/component), importing just what the app uses, bundled and minified into ONE
 * file the way the build does, gzip. No app code at all: whatever the app adds comes on top. This is
 * why the home page's budget (bench/budgets.ts) cannot be the 120 KB target with these libraries.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { HOME_PAGE_JS_GZIP_TARGET_BYTES } from './budgets.ts';
import { kb } from './measure-page-js.ts';

const root = join(import.meta.dirname, '..');

const SOURCE = `
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate, Link } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation, I18nextProvider } from 'react-i18next';
import { configureStore, createSlice, combineSlices, createSelector } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { takeLatest, takeLeading, call, put, delay, fork, spawn, race, take, select, all, join, cancel } from 'redux-saga/effects';
import { Provider, useSelector, useDispatch } from 'react-redux';
import loadable from '@loadable/component';
globalThis.keep = [createRoot, hydrateRoot, BrowserRouter, useLocation, useNavigate, Link, i18next, initReactI18next, useTranslation,
  I18nextProvider, configureStore, createSlice, combineSlices, createSelector, createSagaMiddleware, takeLatest, takeLeading, call, put,
  delay, fork, spawn, race, take, select, all, join, cancel, Provider, useSelector, useDispatch, loadable];
`;

export async function libraryFloorGzipBytes(): Promise<number> {
  const result = await build({
    stdin: { contents: SOURCE, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: ['es2022', 'chrome100', 'safari15'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

export default async function bench(): Promise<string[]> {
  const floor = await libraryFloorGzipBytes();
  return [
    'The decided libraries alone, bundled in one file (what the app uses of them, no app code), gzip',
    `  ${kb(floor)} (the target for ALL the home page's JavaScript is ${kb(HOME_PAGE_JS_GZIP_TARGET_BYTES)})`,
  ];
}
