import { describe, expect, it } from 'vitest';
import { saveFeedback } from './outcome.ts';

describe('what a settings save tells the player', () => {
  it('a refusal with status 2 shows its own message; any other failure the general query error', () => {
    expect(saveFeedback([{ status: 2, message: 'Bind a phone first' }], [])).toEqual({ variant: 'error', lines: [{ text: 'Bind a phone first' }] });
    expect(saveFeedback([{ status: 500, message: 'Internal error' }], [])).toEqual({ variant: 'error', lines: [{ key: 'main_query_error' }] });
    expect(saveFeedback([{ status: 400, message: 'There is no setting "x"' }], [])).toEqual({ variant: 'error', lines: [{ key: 'main_query_error' }] });
    // Status 2 without a reason has nothing of its own to say.
    expect(saveFeedback([{ status: 2 }], [])).toEqual({ variant: 'error', lines: [{ key: 'main_query_error' }] });
  });

  it('shows at most 3 errors, the explained ones first, each group in its order', () => {
    const feedback = saveFeedback(
      [{ status: 500 }, { status: 2, message: 'A' }, { status: 503 }, { status: 2, message: 'B' }, { status: 2, message: 'C' }],
      ['saved'],
    );
    expect(feedback).toEqual({ variant: 'error', lines: [{ text: 'A' }, { text: 'B' }, { text: 'C' }] });
    expect(saveFeedback([{ status: 500 }, { status: 2, message: 'A' }], []).lines).toEqual([{ text: 'A' }, { key: 'main_query_error' }]);
  });

  it('with no failure shows the success messages once each, or the general "saved"', () => {
    expect(saveFeedback([], ['Mail goes to d***@example.com.', undefined, 'Mail goes to d***@example.com.', 'Other'])).toEqual({
      variant: 'success',
      lines: [{ text: 'Mail goes to d***@example.com.' }, { text: 'Other' }],
    });
    expect(saveFeedback([], [undefined, ''])).toEqual({ variant: 'success', lines: [{ key: 'main_save_success' }] });
  });
});
