// @vitest-environment jsdom
/** The shared icons are inline SVG: they draw without any font, keep their box before CSS, and stay out of the accessible name. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icons.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it.each(ICON_NAMES)('"%s" is an svg hidden from assistive technology, never focused, with its size as attributes', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    const paths = [...svg!.querySelectorAll('path')];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path.getAttribute('d')).toMatch(/^M[\d.\s,-]/);
    // No text inside: nothing that a missing font could turn into a box.
    expect(svg!.textContent).toBe('');
  });

  it('takes a size and a class name of its own', () => {
    const { container } = render(<Icon name="home" size={18} className="nav__icon" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveClass('icon', 'nav__icon');
  });

  it('adds nothing to the name of the control it sits in', () => {
    render(
      <a href="/en/live">
        <Icon name="live" />
        <span>Live</span>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Live' })).toBeInTheDocument();
  });
});
