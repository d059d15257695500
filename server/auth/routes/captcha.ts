/**
 * The captcha:
 *   GET  /web-api/captcha/update    { time, image }  a new challenge for this browser (captcha_id cookie)
 *   GET  /web-api/captcha/gettime   { time }
 *   POST /web-api/captcha/validate  { captcha }      type 1 solved | 0 wrong | 2 log the user out
 * What demands a captcha and how the solved answer is redeemed: captcha-guard.ts.
 */
import type { FastifyInstance } from 'fastify';
import { browserIdOf } from '../captcha-guard.ts';
import { FAILED_VALIDATIONS_BEFORE_LOGOUT, type CaptchaValidation } from '../captcha-desk.ts';
import { identifyCaller } from '../current-user.ts';
import type { Identity } from '../identity.ts';
import { bodyOf } from '../request-body.ts';

const FAILURE_MESSAGES: Record<Exclude<CaptchaValidation, 'solved'>, string> = {
  wrong: 'The characters do not match the picture: try a new one',
  expired: 'The picture has expired: try a new one',
  no_challenge: 'There is no captcha to answer: fetch a new one',
};

export function registerCaptchaRoutes(app: FastifyInstance, identity: Identity): void {
  app.get('/web-api/captcha/update', { config: { answerSchema: 'captchaImageAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const browserId = browserIdOf(identity, request, reply);
    const { code, image } = identity.captcha.issue(browserId);
    identity.codeLog.record('captcha', browserId, code);
    return { time: identity.nowSeconds(), image };
  });

  app.get('/web-api/captcha/gettime', { config: { answerSchema: 'captchaTimeAnswer' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { time: identity.nowSeconds() };
  });

  app.post('/web-api/captcha/validate', { config: { answerSchema: 'captchaValidateAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const browserId = browserIdOf(identity, request, reply);
    const typed = bodyOf(request.body).captcha;
    const result = identity.captcha.validate(browserId, typeof typed === 'string' ? typed.slice(0, 20) : '');
    if (result === 'solved') return { success: true, type: 1, time: identity.nowSeconds() };
    // A signed-in user who keeps failing is likely not the player: the client logs them out (type 2).
    if (identity.captcha.failedValidations(browserId) >= FAILED_VALIDATIONS_BEFORE_LOGOUT && identifyCaller(identity, request).kind === 'user') {
      identity.captcha.resetValidationFailures(browserId);
      return { success: false, type: 2, error_message: 'Too many wrong captcha answers: please sign in again' };
    }
    return { success: false, type: 0, error_message: FAILURE_MESSAGES[result] };
  });
}
