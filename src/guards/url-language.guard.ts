/**
 * URL language: every path starts with a two-letter language the user may see.
 * A missing or unknown segment replace-redirects to the user's language, keeping path and query.
 */
import { ALLOW, redirect, type CoreGuard } from './types.ts';

export const urlLanguageGuard: CoreGuard = {
  id: 'url-language',
  // SPEC 4.4.
  runsAfter: ['confirm-terms'],
  // A missing or unknown language is replaced by the language the visitor prefers.
  dependsOnVisitor: true,
  decide(ctx) {
    if (ctx.urlLanguageValid) return ALLOW;
    const { url, location } = ctx;
    // `rest` is the path after an unknown two-letter segment, or the whole path when there is
    // none, so an unknown segment is replaced and a missing one is inserted.
    const path = url.rest === '/' ? `/${ctx.lng}/` : `/${ctx.lng}${url.rest}`;
    return redirect(`${path}${location.search}${location.hash}`, { replace: true });
  },
};
