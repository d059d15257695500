/**
 * The core's code that starts after the first screen, in one chunk: the service worker's start-up,
 * the platform calls, the notice queue, analytics, the app-version check, the remote-view renderer,
 * the display preferences' keeper and the media code. Each used to be its own `import()`, and the
 * bundler moves every module that a lazily imported module shares with the entry (slices,
 * selectors, redux-saga) into chunks of their own: eight lazy modules cut the home page's code into
 * twice as many files, 5 KB gzip more than this one chunk costs (measured with the first-load budget). Whichever is needed first brings them all
 * (about 10 KB gzip, after the first screen). A module that can take what it needs as a kit instead
 * (docs/decisions/0009) may leave this list.
 */
export * as serviceWorker from './service-worker.ts';
export * as platform from '../sagas/platform/index.ts';
export * as noticeQueue from '../sagas/notices-queue.saga.ts';
export * as analytics from '../sagas/analytics/run.ts';
export * as versionCheck from '../sagas/app-version/check.ts';
export * as remoteView from '../composer/remote-view/RemoteView.tsx';
export * as displayPreferences from '../sagas/display-preferences.saga.ts';
export * as media from '../sagas/media/run.ts';
export * as mediaKit from '../plugin-api/media-kit.ts';
