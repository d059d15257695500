// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { DESKTOP_MIN_WIDTH, ScrollToTop, scrollTopThreshold } from './ScrollToTop.tsx';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';

function viewport(width: number, height: number, scrollY: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
}

function render() {
  const app = createTestApp({ run: false });
  app.i18n.addResourceBundle('en', 'main', { main_scroll_to_top: 'Back to top' }, true, true);
  renderWithApp(<ScrollToTop />, app);
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scrollTopThreshold', () => {
  it('is 4 screens below 1024 px width and 1 screen from 1024 px', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(scrollTopThreshold(375, 667)).toBe(4 * 667);
    expect(scrollTopThreshold(1023, 700)).toBe(2800);
    expect(scrollTopThreshold(1024, 700)).toBe(700);
    expect(scrollTopThreshold(1920, 1080)).toBe(1080);
  });
});

describe('ScrollToTop', () => {
  it('on a phone stays hidden at exactly 4 screens', () => {
    viewport(400, 800, 3200);
    render();
    expect(button()).toBeNull();
  });

  it('on a phone shows past 4 screens', () => {
    viewport(400, 800, 3201);
    render();
    expect(button()).toBeInTheDocument();
  });

  it('on a desktop shows past 1 screen', () => {
    viewport(1280, 800, 801);
    render();
    expect(button()).toBeInTheDocument();
  });

  it('follows scrolling (read once per frame) and scrolls to the top when pressed', async () => {
    vi.useFakeTimers();
    viewport(1280, 800, 0);
    render();
    expect(button()).toBeNull();
    window.scrollY = 900;
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(button()).toBeInTheDocument();

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(button()!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    window.scrollY = 100;
    fireEvent.scroll(window);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(button()).toBeNull();
  });
});
