/** A remote view answer checked against its schema with the standalone validator (no compiler in the browser). */
import type { RemoteViewAnswer } from '../../../schemas/remote-view-api.schema.ts';
import { validate } from '../../generated/validators/remoteViewAnswer.js';

export type { RemoteViewAnswer };

/** The view, or null when the answer is not a remote view (shown like a failed load). */
export function parseRemoteView(answer: unknown): RemoteViewAnswer | null {
  return validate(answer) ? (answer as RemoteViewAnswer) : null;
}
