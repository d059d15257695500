/** The ticket's picking rules, the countdown's arithmetic and which toto frames may be shown. */
import { describe, expect, it } from 'vitest';
import { clockText, timeLeft } from './countdown.ts';
import { totoFrameAllowed, totoSandbox } from './frame.ts';
import { missingPicks, newRequestId, quickPick, togglePick } from './picks.ts';

describe('picks', () => {
  it('adds and removes numbers in order, and adds nothing to a full ticket', () => {
    expect(togglePick([], 9, 3)).toEqual([9]);
    expect(togglePick([9], 2, 3)).toEqual([2, 9]);
    expect(togglePick([2, 9], 9, 3)).toEqual([2]);
    expect(togglePick([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(missingPicks([1, 2], 5)).toBe(3);
    expect(missingPicks([1, 2, 3], 3)).toBe(0);
  });

  it('fills a ticket at random around the picks kept, within range and without repeats', () => {
    let seed = 0;
    const random = () => ((seed = (seed * 9301 + 49297) % 233280) / 233280);
    for (let round = 0; round < 50; round += 1) {
      const ticket = quickPick([4, 17], 6, 20, random);
      expect(ticket).toHaveLength(6);
      expect(new Set(ticket).size).toBe(6);
      expect(ticket).toEqual(expect.arrayContaining([4, 17]));
      expect(ticket.every((n) => n >= 1 && n <= 20)).toBe(true);
      expect([...ticket].sort((a, b) => a - b)).toEqual(ticket);
    }
    expect(quickPick([], 4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('makes request ids the server accepts, a new one each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, total: 183_845 });
    expect(timeLeft(now + 1500, now).total).toBe(2);
    expect(timeLeft(now - 5000, now).total).toBe(0);
    expect(clockText(timeLeft(now + 65_000, now))).toBe('01:05');
    expect(clockText(timeLeft(now + 3_725_000, now))).toBe('1:02:05');
  });
});

describe('toto frame', () => {
  it('allows only http(s) addresses on the configured origin', () => {
    expect(totoFrameAllowed('https://toto.example.com/toto/fifteen?lang=en', 'https://toto.example.com')).toBe(true);
    expect(totoFrameAllowed('https://toto.example.com.evil.net/toto', 'https://toto.example.com')).toBe(false);
    expect(totoFrameAllowed('javascript:alert(1)', 'https://toto.example.com')).toBe(false);
    expect(totoFrameAllowed('not a url', 'https://toto.example.com')).toBe(false);
    expect(totoFrameAllowed('https://toto.example.com/x', undefined)).toBe(false);
  });

  it('lets popups leave the sandbox only for a toto origin the config names', () => {
    expect(totoSandbox('https://toto.example.com', [])).toBe('allow-scripts allow-forms allow-same-origin allow-popups');
    expect(totoSandbox('https://toto.example.com', ['https://cashier.example.com'])).not.toContain('allow-popups-to-escape-sandbox');
    expect(totoSandbox('https://toto.example.com', ['https://toto.example.com'])).toContain('allow-popups-to-escape-sandbox');
  });
});
