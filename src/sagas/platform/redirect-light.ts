/**
 * The server-driven redirect of the address the player landed on: a link from outside (an old
 * bookmark, a partner's page) may name a page that has moved. The answer is applied only when it is
 * complete (code, url, reasons and breadcrumbs all there), leads to a path of this site, differs
 * from where the player is, and the player is still on the address that was asked about (they may
 * have moved on while the check ran).
 */
import type { SagaIterator } from 'redux-saga';
import type { RedirectLightAnswer } from '../../../schemas/platform-api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import { PLATFORM_RETRY, type PlatformKit } from './kit.ts';

export const REDIRECT_LIGHT_PATH = '/redirect-light';

type AppliedRedirect = Required<RedirectLightAnswer>;

/** A complete answer whose target is a path of this site (never another origin). */
export function applicableRedirect(answer: RedirectLightAnswer | null | undefined): AppliedRedirect | null {
  if (!answer || answer.redirect !== true) return null;
  const { code, url, reasons, breadcrumbs } = answer;
  if (code === undefined || typeof url !== 'string' || !Array.isArray(reasons) || !Array.isArray(breadcrumbs)) return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  return { redirect: true, code, url, reasons, breadcrumbs };
}

const addressOf = (page: CommittedPage | null): string | null => (page ? page.location.pathname + page.location.search : null);

export function* checkRedirectLight(kit: PlatformKit): SagaIterator<void> {
  const { call, getContext, select } = kit.effects;
  const services: AppServices = yield getContext('services');
  const asked = addressOf(yield select(kit.selectors.selectCommittedPage));
  if (!asked || !services.api.request) return;
  const request = services.api.request;
  let answer: RedirectLightAnswer;
  try {
    answer = yield call(kit.withRetries<RedirectLightAnswer>, () => request<RedirectLightAnswer>('POST', REDIRECT_LIGHT_PATH, { body: { url: asked } }), PLATFORM_RETRY);
  } catch (error) {
    services.log.warn('redirect check failed; the address stays', error);
    return;
  }
  const redirect = applicableRedirect(answer);
  if (!redirect) return;
  if (redirect.url === asked) {
    services.log.warn(`redirect check: ${asked} redirects to itself; ignored`);
    return;
  }
  const now = addressOf(yield select(kit.selectors.selectCommittedPage));
  if (now !== asked) return;
  services.navigate(redirect.url, { replace: true });
}
