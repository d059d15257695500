import { createRoot } from 'react-dom/client';
// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateOfferPort } from './update-offer.tsx';

const TEXTS = { title: 'A new version is ready', text: 'Reload to use it.', reload: 'Reload now', later: 'Later' };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the reload offer', () => {
  it('names itself, offers reload and later as buttons, and goes away on later', async () => {
    const reload = vi.fn();
    const port = updateOfferPort(createRoot, document, reload);
    const answer = vi.fn();
    await act(async () => {
      port.show(TEXTS, answer);
    });
    expect(screen.getByRole('complementary', { name: 'A new version is ready' })).toBeTruthy();
    expect(screen.getByText('Reload to use it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(answer).toHaveBeenCalledWith('later');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the answer once when the player chooses to reload', async () => {
    const port = updateOfferPort(createRoot, document, vi.fn());
    const answer = vi.fn();
    let remove = () => {};
    await act(async () => {
      remove = port.show(TEXTS, answer);
    });
    const button = screen.getByRole('button', { name: 'Reload now' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledWith('reload');
    await act(async () => remove());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
