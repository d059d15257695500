/**
 * The first start-up step of the entry (./entry.tsx): the libraries (React, state, routing, texts, lazy
 * loading), evaluated in a task of their own before the app's modules. Nothing is used from here:
 * importing them is what evaluates them (the re-exports keep the bundler from dropping them).
 */
export { createElement } from 'react';
export { jsx } from 'react/jsx-runtime';
export { Provider } from 'react-redux';
export { configureStore } from '@reduxjs/toolkit';
export { default as createSagaMiddleware } from 'redux-saga';
export { createSelector } from 'reselect';
export { BrowserRouter } from 'react-router';
export { default as i18next } from 'i18next';
export { default as loadable } from '@loadable/component';
