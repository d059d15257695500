/**
 * A store enhancer that tells the store's subscribers (react-redux, hence React) about changes once
 * per task instead of once per dispatch.
 *
 * Why: every useSelector is a useSyncExternalStore, and React renders its updates synchronously, in
 * a microtask after the dispatch. Sagas resume in microtasks too (a fetch answered, a put after a
 * call), so a saga that puts five actions across five awaits and the five renders that follow were
 * one chain of microtasks: one long task. At start-up (the held actions, the first polls' answers,
 * the plugins' sagas) that chain was the longest task a page had after hydration. Deferred to a task
 * of its own, the renders of one burst become one render, and the browser can answer a tap between
 * the sagas' work and React's.
 *
 * A dispatch made while the browser delivers the player's own input (a tap, a key, a changed field)
 * is told at once, as before: what the player did shows in the very next frame.
 */
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { yieldToBrowser } from './yield-to-browser.ts';

/** Runs `work` in a task of its own, soon. */
export type QueueTask = (work: () => void) => void;

/** The app's one way to end a task and go on in the next (yield-to-browser.ts); nothing is made at import. */
export const queueTask: QueueTask = (work) => void yieldToBrowser().then(work);

/** Events through which the player acts: a dispatch inside one of them is told at once. */
const INPUT_EVENT_TYPES = new Set(['input', 'change', 'submit', 'reset', 'beforeinput']);

/** Whether the browser is delivering the player's input now (window.event is the event being dispatched). */
export function isDeliveringInput(): boolean {
  const event = (globalThis as { event?: Event }).event;
  if (!event) return false;
  return (typeof UIEvent === 'function' && event instanceof UIEvent) || INPUT_EVENT_TYPES.has(event.type);
}

export function notifyOncePerTask(queue: QueueTask = queueTask, isUrgent: () => boolean = isDeliveringInput): StoreEnhancer {
  return (next) =>
    (...args) => {
      const store = next(...args);
      const listeners = new Set<() => void>();
      let queued = false;
      const notify = () => {
        queued = false;
        // A copy: a listener may subscribe or unsubscribe another (a component mounting or unmounting).
        for (const listener of [...listeners]) listener();
      };
      store.subscribe(() => {
        if (isUrgent()) notify();
        else if (!queued) {
          queued = true;
          queue(() => {
            if (queued) notify();
          });
        }
      });
      return {
        ...store,
        subscribe(listener: () => void) {
          const own = () => listener();
          listeners.add(own);
          return () => {
            listeners.delete(own);
          };
        },
      };
    };
}
