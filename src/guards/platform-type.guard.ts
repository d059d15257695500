/**
 * An unknown platform_type query parameter on an unnamed route (no route matched)
 * redirects home with that parameter removed, instead of a 404 for a mistyped app link.
 */
import { languageHome } from './redirect-targets.ts';
import { ALLOW, redirect, type CoreGuard } from './types.ts';

export const PLATFORM_TYPE_PARAM = 'platform_type';

export const platformTypeGuard: CoreGuard = {
  id: 'platform-type',
  // An address without a valid language gets one first; the home it sends to is in that language.
  runsAfter: ['url-language'],
  dependsOnVisitor: false,
  decide(ctx) {
    const value = ctx.query.get(PLATFORM_TYPE_PARAM);
    if (value === null || ctx.url.match || ctx.index.platformTypes.has(value)) return ALLOW;
    const query = new URLSearchParams(ctx.query);
    query.delete(PLATFORM_TYPE_PARAM);
    const search = query.toString();
    return redirect(`${languageHome(ctx)}${search ? `?${search}` : ''}`, { replace: true });
  },
};
