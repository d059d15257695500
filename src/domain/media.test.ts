import { describe, expect, it } from 'vitest';
import {
  createMediaEntity,
  isMediaSourceMissingError,
  MAX_STORED_MEDIA,
  parseStoredMedia,
  storedMedia,
  withoutAutoClearable,
  withoutMedia,
  withSelected,
} from './media.ts';

const video = (gameId = 7, extra: Partial<Parameters<typeof createMediaEntity>[0]> = {}) =>
  createMediaEntity({ type: 'video', gameId, sportId: 1, videoId: `v${gameId}`, ...extra });
const zone = (gameId = 7) => createMediaEntity({ type: 'zone', gameId, sportId: 1, zoneId: `z${gameId}` });

describe('creating media', () => {
  it('names the entity by type, game and source and fills the defaults', () => {
    expect(video()).toEqual({
      id: 'video-7-v7',
      type: 'video',
      target: 'board',
      gameId: 7,
      sportId: 1,
      videoId: 'v7',
      zoneId: null,
      title: '',
      boundingClientRect: null,
      gameLink: '',
      autoClearable: true,
      isFloating: true,
      videoSourceType: 'LIVE',
      isRecommended: false,
    });
    expect(zone().id).toBe('zone-7-z7');
  });

  it('throws without a video id for a video or a zone id for a zone', () => {
    for (const input of [
      { type: 'video' as const, gameId: 1, sportId: 1 },
      { type: 'video' as const, gameId: 1, sportId: 1, videoId: '', zoneId: 'z1' },
      { type: 'zone' as const, gameId: 1, sportId: 1, videoId: 'v1' },
      { type: 'zone' as const, gameId: 1, sportId: 1, zoneId: null },
    ]) {
      let thrown: unknown;
      try {
        createMediaEntity(input);
      } catch (error) {
        thrown = error;
      }
      expect(isMediaSourceMissingError(thrown), JSON.stringify(input)).toBe(true);
      expect((thrown as Error).message).toMatch(input.type === 'video' ? /expected a videoId/ : /expected a zoneId/);
    }
  });
});

describe('the selection list', () => {
  it('merges a selection with the same id and adds a new one', () => {
    const first = withSelected([], video(7));
    const merged = withSelected(withSelected(first, zone(7)), video(7, { target: 'fullscreen', title: 'A – B' }));
    expect(merged.map((m) => m.id)).toEqual(['video-7-v7', 'zone-7-z7']);
    expect(merged[0]).toMatchObject({ target: 'fullscreen', title: 'A – B' });
  });

  it('removes one by id and clears only what is auto-clearable', () => {
    const list = [video(1), video(2, { autoClearable: false }), zone(3)];
    expect(withoutMedia(list, 'video-1-v1').map((m) => m.id)).toEqual(['video-2-v2', 'zone-3-z3']);
    expect(withoutAutoClearable(list).map((m) => m.id)).toEqual(['video-2-v2']);
  });
});

describe('storage', () => {
  it('reads back what it wrote, without where it was drawn', () => {
    const drawn = { ...video(5, { gameLink: '/en/live/football/1/5', isFloating: false }), boundingClientRect: { top: 1, left: 2, width: 3, height: 4 } };
    const back = parseStoredMedia(storedMedia([drawn, zone(6)]));
    expect(back).toEqual([{ ...drawn, boundingClientRect: null }, zone(6)]);
  });

  it('drops anything that is not an entity and keeps the newest few', () => {
    for (const raw of [null, '', 'not json', '{}', '42', 'null']) expect(parseStoredMedia(raw)).toEqual([]);
    const garbage = JSON.stringify([
      { type: 'video', gameId: 1, sportId: 1 }, // no source
      { type: 'audio', gameId: 1, sportId: 1, videoId: 'x' },
      { type: 'zone', gameId: -1, sportId: 1, zoneId: 'z' },
      { type: 'zone', gameId: 2, sportId: 1, zoneId: 'z2', gameLink: '//evil.example/', target: 'moon', autoClearable: 'yes' },
    ]);
    expect(parseStoredMedia(garbage)).toEqual([zone(2)]);
    const many = Array.from({ length: MAX_STORED_MEDIA + 5 }, (_, i) => video(i + 1));
    expect(parseStoredMedia(JSON.stringify(many)).map((m) => m.gameId)).toEqual(many.slice(-MAX_STORED_MEDIA).map((m) => m.gameId));
  });
});
