import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const secret = Buffer.from('a test secret of enough length');
const claims = { sub: 1001, op: 'default', sid: 'session-1', exp: 2_000 };

describe('access tokens', () => {
  it('verify as the claims they were signed with until exp', () => {
    const token = signToken(claims, secret);
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toEqual(claims);
    expect(verifyToken(token, secret, 1_999)).toEqual({ ok: true, claims });
    expect(verifyToken(token, secret, 2_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when another key signed them or the payload was changed', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, Buffer.from('another secret'), 0)).toEqual({ ok: false, reason: 'forged' });
    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: 1002 })).toString('base64url');
    expect(verifyToken(`${header}.${otherUser}.${signature}`, secret, 0)).toEqual({ ok: false, reason: 'forged' });
    const otherOperator = Buffer.from(JSON.stringify({ ...claims, op: 'uk-regulated' })).toString('base64url');
    expect(verifyToken(`${header}.${otherOperator}.${signature}`, secret, 0)).toEqual({ ok: false, reason: 'forged' });
  });

  it('name the operator: a signed token without one is malformed', () => {
    const { op: _op, ...withoutOperator } = claims;
    expect(verifyToken(signToken(withoutOperator as typeof claims, secret), secret, 0)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('are refused when they are not three base64url parts', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', 'a.b.c d', 'a.b.c=']) {
      expect(verifyToken(token, secret, 0), token).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
