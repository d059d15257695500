/**
 * What the player is told after saving settings. A refusal the server explains (status 2) shows
 * its own message first; any other failure shows the general query error. At most three errors are
 * shown, the explained ones first. With no failure, the success messages the server sent are shown
 * once each, or the general "saved" when it sent none.
 */

/** A setting the server did not save: status 2 with its reason, or the HTTP status of a failed call. */
export interface SaveFailure {
  readonly status: number;
  readonly message?: string;
}

/** What is shown: a dictionary key of the main dictionary, or the server's own text. */
export type FeedbackLine = { key: 'main_query_error' | 'main_save_success' } | { text: string };

export interface SaveFeedback {
  readonly variant: 'error' | 'success';
  lines: FeedbackLine[];
}

export const REFUSED_WITH_REASON = 2;
export const MAX_ERRORS_SHOWN = 3;

function errorLine(failure: SaveFailure): { priority: number; line: FeedbackLine } {
  return failure.status === REFUSED_WITH_REASON && failure.message
    ? { priority: 1, line: { text: failure.message } }
    : { priority: 2, line: { key: 'main_query_error' } };
}

export function saveFeedback(failures: readonly SaveFailure[], successMessages: readonly (string | undefined)[]): SaveFeedback {
  if (failures.length > 0) {
    // Array.prototype.sort is stable: failures of one priority keep their order.
    const lines = failures
      .map(errorLine)
      .sort((a, b) => a.priority - b.priority)
      .slice(0, MAX_ERRORS_SHOWN)
      .map((e) => e.line);
    return { variant: 'error', lines };
  }
  const texts = [...new Set(successMessages.filter((m): m is string => typeof m === 'string' && m !== ''))];
  return { variant: 'success', lines: texts.length > 0 ? texts.map((text) => ({ text })) : [{ key: 'main_save_success' }] };
}
