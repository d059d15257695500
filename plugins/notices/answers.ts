/**
 * Readers of the notices API's answers, the validators generated from its schemas (./schemas.ts):
 * anything that is not what they expect is null (the page shows a failure).
 */
import { parserOf } from '@plugin-api';
import type { FirstDepositOfferAnswer, MaintenanceNoticeAnswer } from './schemas.ts';
import { validate as isFirstDepositOfferAnswer } from './generated/validators/firstDepositOfferAnswer.js';
import { validate as isMaintenanceNoticeAnswer } from './generated/validators/maintenanceNoticeAnswer.js';

export const parseMaintenanceNotice = parserOf<MaintenanceNoticeAnswer>(isMaintenanceNoticeAnswer);
export const parseFirstDepositOffer = parserOf<FirstDepositOfferAnswer>(isFirstDepositOfferAnswer);
