/**
 * The platform API's answers as a plugin reads them: their schemas are the core's
 * (schemas/platform-api.schema.ts), so the plugin gets parsers built on the validators generated
 * from them, the check the reference server's answers pass.
 */
import type { SecureDataAnswer } from '../../schemas/platform-api.schema.ts';
import { validate as isSecureDataAnswer } from '../generated/validators/secureDataAnswer.js';
import { coreParser } from './identity-answers.ts';

/** GET /secure-data: the player's unmasked details while the grant lasts (a positive, bounded lifetime). */
export const parseSecureDataAnswer = coreParser<SecureDataAnswer>(isSecureDataAnswer);
