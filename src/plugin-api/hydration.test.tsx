// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { useIsHydrated } from './hydration.ts';

function Probe(): string {
  return useIsHydrated() ? 'browser' : 'server';
}

describe('useIsHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('server');
  });

  it('is true in a browser render', () => {
    render(<span data-testid="probe"><Probe /></span>);
    expect(screen.getByTestId('probe').textContent).toBe('browser');
  });

  it('hydrates the server form without a mismatch, then switches to the browser form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(container.textContent).toBe('browser'));
    expect(errors).toEqual([]);
    container.remove();
  });
});
