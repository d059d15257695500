/**
 * The media kit: everything a plugin needs to show media (the match video, the zone tracker), in a
 * chunk of its own that useMediaKit fetches, so pages without media download none of it.
 *
 *   const kit = useMediaKit();                               // null until it arrived
 *   kit.ensureMediaSlice();
 *   const { mediaEntities, userVideoToken } = useAppSelector(kit.selectMediaState);
 *   dispatch(kit.mediaSelected(kit.createMediaEntity({ type: 'zone', gameId, sportId, zoneId })));
 *
 * The media saga (what this browser kept, the token renewal) starts on the first media action.
 */
export {
  createMediaEntity,
  isMediaSourceMissingError,
  MediaSourceMissingError,
  MEDIA_TARGETS,
  type MediaEntity,
  type MediaInput,
  type MediaTarget,
  type MediaType,
} from '../domain/media.ts';
export {
  ensureMediaSlice,
  mediaShown,
  mediaSelected,
  mediaUnselected,
  mediaCleared,
  mediaTargetScreenChosen,
  selectMediaState,
  selectMediaEntities,
  selectMediaTargetScreen,
  selectUserVideoToken,
  type MediaState,
} from '../state/media.slice.ts';
