import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  RemoteState,
  useAppDispatch,
  useAppSelector,
  useCommittedPage,
  useMediaKit,
  useTexts,
  type MediaEntity,
  type MediaKit,
  type MediaType,
  type SlotProps,
} from '@plugin-api';
import { parseGameMedia, type GameMediaAnswer } from './answers.ts';
import { MatchVideo } from './MatchVideo.tsx';
import { ZoneTracker } from './ZoneTracker.tsx';
import { useOutOfView } from './useOutOfView.ts';
import { useLiveData } from '../cricket/live-data.ts';

/** What a game offers changes seldom (a broadcast starts or ends): asked again every 10 minutes. */
export const MEDIA_POLL_MS = 600_000;

function sourceOf(offer: GameMediaAnswer, type: MediaType): { videoId?: string; zoneId?: string } {
  return type === 'video' ? { videoId: offer.video?.videoId } : { zoneId: offer.zone?.zoneId };
}

/** The selected media of one game, as far as the game still offers it (a video that ended is gone). */
function shownMedia(entities: readonly MediaEntity[], offer: GameMediaAnswer | null, gameId: number): MediaEntity | null {
  if (!offer) return null;
  const mine = entities.filter((entity) => entity.gameId === gameId && (entity.type === 'video' ? offer.video !== null : offer.zone !== null));
  return mine.at(-1) ?? null;
}

export function GameMedia({ kit, gameId, gameLink }: { kit: MediaKit; gameId: number; gameLink: string }): ReactNode {
  const { t } = useTexts('media');
  const dispatch = useAppDispatch();
  const { createMediaEntity, mediaCleared, mediaSelected, mediaShown, mediaUnselected } = kit;
  kit.ensureMediaSlice();
  const { mediaEntities, userVideoToken } = useAppSelector(kit.selectMediaState);
  const offer = useLiveData(`media-game-${gameId}`, `/media/games/${gameId}`, { parse: parseGameMedia, intervalMs: MEDIA_POLL_MS });
  // Only what the player tapped starts playing; media restored from an earlier visit waits for them.
  const [tapped, setTapped] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(mediaShown({ gameId }));
    // Leaving the game: its media goes, unless the player pinned it.
    return () => {
      dispatch(mediaCleared());
    };
  }, [dispatch, gameId, mediaShown, mediaCleared]);

  const selected = shownMedia(mediaEntities, offer.data, gameId);
  const floating = useOutOfView(anchor, selected?.isFloating === true);

  const choose = (answer: GameMediaAnswer, type: MediaType): void => {
    for (const other of mediaEntities) if (other.gameId === gameId && other.type !== type) dispatch(mediaUnselected({ id: other.id }));
    dispatch(mediaSelected(createMediaEntity({ type, gameId, sportId: answer.sportId, title: answer.title, gameLink, ...sourceOf(answer, type) })));
    setTapped(true);
  };

  const answer = offer.data;
  return (
    <section className="media-panel" aria-label={t('media_panel_label')}>
      <RemoteState
        status={offer.status}
        error={offer.error}
        onRetry={offer.retry}
        isEmpty={answer !== null && answer.video === null && answer.zone === null}
        empty={<p className="media-panel__note">{t(answer?.live === false ? 'media_not_live' : 'media_none')}</p>}
      >
        {answer && (
          <>
            <div className="media-panel__choices">
              {answer.video && (
                <Button variant={selected?.type === 'video' ? 'primary' : 'secondary'} aria-pressed={selected?.type === 'video'} onClick={() => choose(answer, 'video')}>
                  {t('media_watch_video')}
                </Button>
              )}
              {answer.zone && (
                <Button variant={selected?.type === 'zone' ? 'primary' : 'secondary'} aria-pressed={selected?.type === 'zone'} onClick={() => choose(answer, 'zone')}>
                  {t('media_show_tracker')}
                </Button>
              )}
            </div>
            {selected && (
              <div ref={anchor} className={`media-panel__anchor media-panel__anchor--${selected.type}${floating ? ' media-panel__anchor--holding' : ''}`}>
                <div className={`media-panel__stage${floating ? ' media-panel__stage--floating' : ''}`}>
                  {selected.type === 'video' && answer.video ? (
                    <MatchVideo video={answer.video} title={answer.title} token={userVideoToken} playNow={tapped} />
                  ) : (
                    <ZoneTracker gameId={gameId} title={answer.title} />
                  )}
                  <div className="media-panel__tools">
                    <label className="media-panel__keep">
                      <input
                        type="checkbox"
                        checked={selected.isFloating}
                        onChange={(event) => dispatch(mediaSelected({ ...selected, isFloating: event.target.checked }))}
                      />
                      {t('media_keep_in_view')}
                    </label>
                    <Button variant="ghost" onClick={() => dispatch(mediaUnselected({ id: selected.id }))}>
                      {t('media_close')}
                    </Button>
                  </div>
                </div>
              </div>
            )}
          </>
        )}
      </RemoteState>
    </section>
  );
}

/** On a live game's page: the match video or the zone tracker, as the game offers them. */
export function MediaPanel(_props: SlotProps): ReactNode {
  const { t } = useTexts('media');
  const page = useCommittedPage();
  const { kit, failed, retry } = useMediaKit();
  const gameId = Number(page?.params.game);
  if (!page || !Number.isSafeInteger(gameId) || gameId <= 0) return null;
  if (kit) return <GameMedia key={gameId} kit={kit} gameId={gameId} gameLink={page.location.pathname} />;
  return (
    <section className="media-panel" aria-label={t('media_panel_label')}>
      {failed ? (
        <div className="media-panel__note" role="alert">
          <p>{t('media_panel_failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('media_retry')}
          </Button>
        </div>
      ) : (
        <p className="media-panel__note" role="status">
          {t('media_panel_loading')}
        </p>
      )}
    </section>
  );
}
