import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import { expectGuestsRefused, userConfigOf } from '../test-kit.ts';
import { CHUNK_BYTES } from './verification-rules.ts';

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

// One server for the file: each test registers its own player and the clock stands still.
let h: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeAll(async () => {
  h = await startTestServer({ clockStart: TEST_START });
}, 30_000);
afterAll(async () => {
  await h.close();
});

/** A PNG-signed file of `size` bytes. */
function pngOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

async function upload(browser: Browser, file: Buffer, contentType = 'image/png'): Promise<{ id: string; received: number[] }> {
  const started = await browser.post('/web-api/account/verification/uploads', { document_type: 1, file_name: 'passport.png', content_type: contentType, size: file.length });
  expect(started.statusCode, started.body).toBe(200);
  const { upload_id: id, chunk_bytes: chunk } = started.json();
  const received: number[] = [];
  for (let index = 0; index * chunk < file.length; index++) {
    const res = await browser.post(`/web-api/account/verification/uploads/${id}/chunks`, { index, data: file.subarray(index * chunk, (index + 1) * chunk).toString('base64') });
    received.push(res.json().received_bytes);
  }
  return { id, received };
}

it('answers 401 to guests', async () => {
  await expectGuestsRefused(h, [
    ['GET', '/web-api/account/verification'],
    ['POST', '/web-api/account/verification/uploads'],
    ['POST', '/web-api/account/verification/uploads/abcdefgh/chunks'],
    ['POST', '/web-api/account/verification/uploads/abcdefgh/complete'],
  ]);
});

describe('verification documents', () => {
  it('takes a file in chunks, keeps it and puts the player to "verification pending"', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.get('/web-api/account/verification')).json()).toMatchObject({ documents: [], chunk_bytes: CHUNK_BYTES });
    const file = pngOf(CHUNK_BYTES * 2 + 100);
    const { id, received } = await upload(browser, file);
    expect(received).toEqual([CHUNK_BYTES, CHUNK_BYTES * 2, file.length]);
    // A retried chunk (its answer was lost) is acknowledged, not added twice.
    expect((await browser.post(`/web-api/account/verification/uploads/${id}/chunks`, { index: 1, data: 'AAAA' })).json()).toEqual({ received_bytes: file.length });
    const done = await browser.post(`/web-api/account/verification/uploads/${id}/complete`);
    expect(done.json().documents).toEqual([expect.objectContaining({ document_type: 1, file_name: 'passport.png', content_type: 'image/png', size: file.length })]);
    expect(await userConfigOf(browser)).toMatchObject({ user_status_id: 1, internal_verification_status: 0 });
    expect((await browser.post(`/web-api/account/verification/uploads/${id}/complete`)).statusCode).toBe(404);
  });

  it('refuses other types, too large files, a file whose bytes are not its type, and missing chunks', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    const start = (body: Record<string, unknown>) => browser.post('/web-api/account/verification/uploads', { document_type: 1, file_name: 'a.png', content_type: 'image/png', size: 10, ...body });
    expect((await start({ content_type: 'image/gif' })).json()).toMatchObject({ field: 'file', message: expect.stringContaining('JPEG, PNG or PDF') });
    expect((await start({ size: 6 * 1024 * 1024 })).json()).toMatchObject({ message: expect.stringContaining('larger than 5 MB') });
    expect((await start({ document_type: 9 })).json()).toMatchObject({ field: 'document_type' });

    const fake = await upload(browser, Buffer.from('GIF89a-not-a-png'));
    expect((await browser.post(`/web-api/account/verification/uploads/${fake.id}/complete`)).json()).toMatchObject({ message: expect.stringContaining('not the JPEG, PNG or PDF') });

    const { upload_id: partial } = (await start({ size: 100 })).json();
    expect((await browser.post(`/web-api/account/verification/uploads/${partial}/chunks`, { index: 1, data: 'AAAA' })).json()).toMatchObject({ field: 'index' });
    expect((await browser.post(`/web-api/account/verification/uploads/${partial}/complete`)).json()).toMatchObject({ field: 'file' });
    expect(await userConfigOf(browser)).toMatchObject({ user_status_id: 0 });
  });

  it('does not let one player finish another player’s upload', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    const { id } = await upload(browser, pngOf(100));
    const other = await h.register({ currency: 'USD' });
    expect((await other.browser.post(`/web-api/account/verification/uploads/${id}/complete`)).statusCode).toBe(404);
  });
});
