import { describe, expect, it } from 'vitest';
import { bytesMatchType, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, uploadRefusal } from './verification-rules.ts';

describe('uploadRefusal', () => {
  it('lets a photo or scan within the limits start', () => {
    expect(uploadRefusal(1000, 'image/jpeg', 0)).toBeNull();
    expect(uploadRefusal(MAX_DOCUMENT_BYTES, 'application/pdf', MAX_DOCUMENTS - 1)).toBeNull();
  });

  it('refuses other types, empty or too large files, and more than the allowed documents', () => {
    expect(uploadRefusal(1000, 'image/gif', 0)).toMatch(/JPEG, PNG or PDF/);
    expect(uploadRefusal(0, 'image/png', 0)).toMatch(/empty/);
    expect(uploadRefusal(MAX_DOCUMENT_BYTES + 1, 'image/png', 0)).toMatch(/larger than 5 MB/);
    expect(uploadRefusal(1000, 'image/png', MAX_DOCUMENTS)).toMatch(/10 documents/);
  });
});

describe('bytesMatchType', () => {
  it('checks the file signature, not the name or declared type', () => {
    expect(bytesMatchType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
    expect(bytesMatchType(new TextEncoder().encode('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(new TextEncoder().encode('%PDF-1.7'), 'image/png')).toBe(false);
    expect(bytesMatchType(Uint8Array.from([0xff]), 'image/jpeg')).toBe(false);
  });
});
