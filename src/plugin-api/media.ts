/**
 * Media for plugins: the match video and zone tracker a player selects, and the video token.
 *
 *   const { mediaEntities, userVideoToken } = useMediaState();
 *   dispatch(mediaSelected(createMediaEntity({ type: 'zone', gameId, sportId, zoneId })));
 *
 * The media state joins the store the first time a component reads it, and the media saga (what
 * this browser kept, the token renewal) starts on the first media action: a page without media
 * downloads none of it.
 */
import { useSelector } from 'react-redux';
import { ensureMediaSlice, selectMediaState, type MediaState } from '../state/media.slice.ts';

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
  mediaShown,
  mediaSelected,
  mediaUnselected,
  mediaCleared,
  mediaTargetScreenChosen,
  selectMediaEntities,
  selectMediaTargetScreen,
  selectUserVideoToken,
  type MediaState,
} from '../state/media.slice.ts';

/** The media state (selections, the chosen screen, the video token), injecting it on first use. */
export function useMediaState(): MediaState {
  ensureMediaSlice();
  return useSelector(selectMediaState);
}
