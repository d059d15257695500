/**
 * Media the player chose to watch: a match video or a zone tracker (the pitch with the live events),
 * each an entity the media panel shows. Pure: the slice applies these rules, the saga keeps the list
 * in local storage, and anything read back that is not exactly an entity is dropped, never guessed.
 */

export const MEDIA_TYPES = ['video', 'zone'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Where the media shows: on the game's board, full screen, in the overview or at the side. */
export const MEDIA_TARGETS = ['board', 'fullscreen', 'overview', 'side'] as const;
export type MediaTarget = (typeof MEDIA_TARGETS)[number];

export const VIDEO_SOURCE_TYPES = ['LIVE', 'RECORD'] as const;
export type VideoSourceType = (typeof VIDEO_SOURCE_TYPES)[number];

export const MEDIA_STORAGE_KEY = 'media';
/** More selections than a phone can show at once are not worth keeping. */
export const MAX_STORED_MEDIA = 10;

export interface MediaRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface MediaEntity {
  /** `video-<gameId>-<videoId>` or `zone-<gameId>-<zoneId>`: the same media always has the same id. */
  id: string;
  type: MediaType;
  target: MediaTarget;
  gameId: number;
  sportId: number;
  videoId: string | null;
  zoneId: string | null;
  title: string;
  /** Where it was last drawn (a floating player goes back there); never stored. */
  boundingClientRect: MediaRect | null;
  /** The path of the game page, to go back to the game from a floating player. */
  gameLink: string;
  /** Cleared when the player leaves the pages it belongs to (the default). */
  autoClearable: boolean;
  /** Follows the page as it scrolls, in a corner, instead of scrolling away. */
  isFloating: boolean;
  videoSourceType: VideoSourceType;
  isRecommended: boolean;
}

export interface MediaInput {
  type: MediaType;
  gameId: number;
  sportId: number;
  videoId?: string | null;
  zoneId?: string | null;
  target?: MediaTarget;
  title?: string;
  gameLink?: string;
  autoClearable?: boolean;
  isFloating?: boolean;
  videoSourceType?: VideoSourceType;
  isRecommended?: boolean;
}

/** A media entity without a source to play was asked for: a programmer's mistake, not a player's. */
export class MediaSourceMissingError extends Error {
  readonly code = 'media_source_missing';
  constructor(input: Pick<MediaInput, 'type' | 'gameId'>) {
    super(`expected a ${input.type === 'video' ? 'videoId' : 'zoneId'} to create ${input.type} media of game ${input.gameId}, got none`);
    this.name = 'MediaSourceMissingError';
  }
}

export function isMediaSourceMissingError(error: unknown): error is MediaSourceMissingError {
  return error instanceof MediaSourceMissingError;
}

const nonEmpty = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

export function mediaId(type: MediaType, gameId: number, sourceId: string): string {
  return `${type}-${gameId}-${sourceId}`;
}

/** A full entity with the defaults; throws when the video has no videoId or the zone no zoneId. */
export function createMediaEntity(input: MediaInput): MediaEntity {
  const source = input.type === 'video' ? input.videoId : input.zoneId;
  if (!nonEmpty(source)) throw new MediaSourceMissingError(input);
  return {
    id: mediaId(input.type, input.gameId, source),
    type: input.type,
    target: input.target ?? 'board',
    gameId: input.gameId,
    sportId: input.sportId,
    videoId: input.type === 'video' ? source : null,
    zoneId: input.type === 'zone' ? source : null,
    title: input.title ?? '',
    boundingClientRect: null,
    gameLink: input.gameLink ?? '',
    autoClearable: input.autoClearable ?? true,
    isFloating: input.isFloating ?? true,
    videoSourceType: input.videoSourceType ?? 'LIVE',
    isRecommended: input.isRecommended ?? false,
  };
}

/** Selecting media: the entity with the same id is updated with what is new, otherwise it is added. */
export function withSelected(list: readonly MediaEntity[], entity: MediaEntity): MediaEntity[] {
  const index = list.findIndex((item) => item.id === entity.id);
  if (index === -1) return [...list, entity];
  return list.map((item, i) => (i === index ? { ...item, ...entity } : item));
}

export function withoutMedia(list: readonly MediaEntity[], id: string): MediaEntity[] {
  return list.filter((item) => item.id !== id);
}

/** What stays when the pages it belonged to are left: only what the player pinned. */
export function withoutAutoClearable(list: readonly MediaEntity[]): MediaEntity[] {
  return list.filter((item) => !item.autoClearable);
}

/** What is written to storage: the entities without where they were drawn (another screen, another layout). */
export function storedMedia(list: readonly MediaEntity[]): string {
  return JSON.stringify(list.slice(-MAX_STORED_MEDIA).map((item) => ({ ...item, boundingClientRect: null })));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

/** One stored entity, rebuilt through createMediaEntity so its id and defaults follow today's rules; null when anything is off. */
function parseEntity(value: unknown): MediaEntity | null {
  if (!isRecord(value) || !oneOf(MEDIA_TYPES, value.type) || !isId(value.gameId) || !isId(value.sportId)) return null;
  const source = value.type === 'video' ? value.videoId : value.zoneId;
  if (!nonEmpty(source as string | null | undefined) || typeof source !== 'string') return null;
  const optionalText = (field: unknown): string | undefined => (typeof field === 'string' ? field : undefined);
  const optionalFlag = (field: unknown): boolean | undefined => (typeof field === 'boolean' ? field : undefined);
  return createMediaEntity({
    type: value.type,
    gameId: value.gameId,
    sportId: value.sportId,
    videoId: value.type === 'video' ? source : null,
    zoneId: value.type === 'zone' ? source : null,
    target: oneOf(MEDIA_TARGETS, value.target) ? value.target : undefined,
    title: optionalText(value.title),
    gameLink: typeof value.gameLink === 'string' && value.gameLink.startsWith('/') && !value.gameLink.startsWith('//') ? value.gameLink : undefined,
    autoClearable: optionalFlag(value.autoClearable),
    isFloating: optionalFlag(value.isFloating),
    videoSourceType: oneOf(VIDEO_SOURCE_TYPES, value.videoSourceType) ? value.videoSourceType : undefined,
    isRecommended: optionalFlag(value.isRecommended),
  });
}

/** The stored list: every entry that is a valid entity, once per id; [] for anything else. */
export function parseStoredMedia(raw: string | null): MediaEntity[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let list: MediaEntity[] = [];
  for (const item of value.slice(-MAX_STORED_MEDIA)) {
    const entity = parseEntity(item);
    if (entity) list = withSelected(list, entity);
  }
  return list;
}
