import { describe, expect, it } from 'vitest';
import { allowedAssetUrl, remoteViewAssetOrigins } from './asset-urls.ts';

const PAGE = 'https://bet.example';

describe('allowedAssetUrl', () => {
  it('takes paths on this site and URLs on allowed origins', () => {
    expect(allowedAssetUrl('/remote-views/a.js', PAGE, [])).toBe('https://bet.example/remote-views/a.js');
    expect(allowedAssetUrl('https://cdn.example/a.js', PAGE, ['https://cdn.example'])).toBe('https://cdn.example/a.js');
    expect(allowedAssetUrl('https://bet.example/a.css', PAGE, [])).toBe('https://bet.example/a.css');
    expect(allowedAssetUrl('http://127.0.0.1:3100/a.js', PAGE, ['http://127.0.0.1:3100'])).toBe('http://127.0.0.1:3100/a.js');
  });

  it('refuses every other origin, protocol-relative and scheme tricks', () => {
    for (const raw of [
      'https://evil.example/a.js',
      '//evil.example/a.js',
      '/\\evil.example/a.js',
      'http://cdn.example/a.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'https://user:pass@cdn.example/a.js',
      'https://cdn.example.evil.example/a.js',
      'not a url',
    ]) {
      expect(allowedAssetUrl(raw, PAGE, ['https://cdn.example']), raw).toBeNull();
    }
  });
});

describe('remoteViewAssetOrigins', () => {
  it("joins the config's remote-view origins and remote origins, each once", () => {
    expect(remoteViewAssetOrigins({ remoteViews: { assetOrigins: ['https://a.example'] }, remoteOrigins: ['https://a.example', 'https://b.example'] })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(remoteViewAssetOrigins({})).toEqual([]);
    expect(remoteViewAssetOrigins(null)).toEqual([]);
  });
});
