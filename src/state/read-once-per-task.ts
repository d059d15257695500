/**
 * A browser read (document.cookie, a stored item) made at most once per task.
 *
 * Why: slices whose initial state comes from the browser (the preferences, the cookie consent) are
 * asked for it far more often than a store is created. Redux's combineReducers calls every reducer
 * twice with no state to check its shape, and combineSlices does that again on every
 * `rootReducer.inject` (each plugin's slices at start-up). Each such call read document.cookie (a
 * round trip to the browser's cookie store) and localStorage. The answers are thrown away except
 * when a store is created, and within one task they cannot differ, so one read a task serves them all.
 */
export function readOncePerTask<T>(read: () => T): () => T {
  let cached: { value: T } | null = null;
  return () => {
    if (cached) return cached.value;
    cached = { value: read() };
    // Forgotten as soon as the current task's synchronous work is done.
    queueMicrotask(() => {
      cached = null;
    });
    return cached.value;
  };
}
