import { useStore } from "@nanostores/react";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { jsonIsland } from "@/lib/json-island";
import { markPureIsland } from "@/lib/pure-island";
import { studyVideosQuery, videoQuery } from "@/lib/api/videos";
import type { Video, VideoPage } from "@/lib/schemas/video";
import {
  $videos,
  clearPlayingVideos,
  DEFAULT_PLAYING_KEY,
  type KnownVideo,
  mergeVideos,
  playVideos,
} from "@/lib/stores/videos";
import { copy } from "./copy";
import { formatClock, participantLabel } from "@/lib/media-time";
import { MomentList } from "./MomentList";
import { MediaPreparing } from "@/lib/ui/MediaPreparing";
import { type PlayerHandle, PlyrStage, type SubtitleChoice } from "@/lib/ui/PlyrStage";
import { momentsOf } from "./moments";
import { VideoList } from "./VideoList";
import { VideoToolbar } from "./VideoToolbar";
import styles from "./VideoPlayer.module.css";

export interface VideoPlayerProps {
  studyId: number;
  /** The first page of the study's videos (summaries); "Show more videos" loads the next. */
  firstPage: VideoPage;
  /** The selected video in full (tasks, clips, showreel clips). */
  initialVideo: Video;
  /** auto_play=true on the page address (000 §2). */
  autoPlay: boolean;
  /** ?t= on the page address: the selected video opens at this second (links to a quote's moment). */
  startAt?: number;
  /** The member holds publish_videos. */
  canPublish: boolean;
}

/** The videos page's player: the list to choose from, plyr, subtitles, clips, tasks and actions. */
function VideoPlayer(props: VideoPlayerProps) {
  return (
    <QueryProvider>
      <VideoPlayerBody {...props} />
    </QueryProvider>
  );
}

function VideoPlayerBody({
  studyId,
  firstPage,
  initialVideo: initial,
  autoPlay,
  startAt = 0,
  canPublish,
}: VideoPlayerProps) {
  const [selectedId, setSelectedId] = useState(initial.id);
  const [subtitles, setSubtitles] = useState<SubtitleChoice>("en");
  const [autoPlaying, setAutoPlaying] = useState(autoPlay);
  const player = useRef<PlayerHandle>(null);
  const queryClient = useQueryClient();
  // Server render reads the props only; the store is filled in the browser (never module state on the server).
  const known = useStore($videos);
  const list = useInfiniteQuery({
    ...studyVideosQuery(studyId),
    initialData: { pages: [firstPage], pageParams: [1] },
  });
  // One array per answer, not per render: merging it into the store re-renders this component.
  const summaries = useMemo(() => list.data.pages.flatMap((page) => page.data), [list.data]);
  const query = useQuery({
    ...videoQuery(selectedId),
    initialData: selectedId === initial.id ? { data: initial } : undefined,
  });

  useEffect(() => mergeVideos(summaries), [summaries]);
  useEffect(() => {
    if (query.data) mergeVideos([query.data.data]);
  }, [query.data]);

  const videos = summaries.map((summary) => known[summary.id] ?? summary);
  const video: KnownVideo = known[selectedId] ?? query.data?.data ?? videos.find((v) => v.id === selectedId)!;
  const moments = momentsOf(video);

  const select = (id: number) => {
    setSelectedId(id);
    setAutoPlaying(true);
    const url = new URL(window.location.href);
    url.searchParams.set("video", String(id));
    window.history.replaceState(window.history.state, "", url);
  };
  const seek = (seconds: number) => player.current?.seek(seconds);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {video.video.combined_url ? (
          <PlyrStage
            ref={player}
            video={video}
            subtitles={subtitles}
            autoPlay={autoPlaying}
            startAt={video.id === initial.id ? startAt : 0}
            onPlayingChange={(playing) => (playing ? playVideos(video.id) : clearPlayingVideos(DEFAULT_PLAYING_KEY))}
          />
        ) : video.video.preparing ? (
          <MediaPreparing preparing={video.video.preparing} poster={video.thumbnail} />
        ) : (
          <p className={styles.unavailable}>{copy.noVideo}</p>
        )}
        <div className={styles.heading}>
          <h2>{participantLabel(video.participant)}</h2>
          <span className={styles.meta}>
            {formatClock(video.duration)} · {video.language.toUpperCase()}
            {video.published ? <span className={styles.badge}>Published</span> : null}
          </span>
        </div>
        <VideoToolbar video={video} subtitles={subtitles} onSubtitles={setSubtitles} canPublish={canPublish} />
      </div>
      <aside className={styles.side}>
        <h2 className={styles.sideTitle}>{copy.videos}</h2>
        <VideoList
          videos={videos}
          selectedId={selectedId}
          onSelect={select}
          onIntent={(id) => void queryClient.query(videoQuery(id)).catch(() => undefined)}
          more={
            list.hasNextPage
              ? {
                  loading: list.isFetchingNextPage,
                  failed: list.isFetchNextPageError,
                  load: () => void list.fetchNextPage(),
                }
              : null
          }
        />
      </aside>
      <div className={styles.details}>
        {query.isError && !video.tasks ? (
          <p role="alert" className={styles.error}>
            {copy.loadError}{" "}
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {copy.retry}
            </button>
          </p>
        ) : !video.tasks ? (
          <p className={styles.loading} role="status">
            {copy.loadingMoments}
          </p>
        ) : (
          <div className={styles.momentGrid}>
            <MomentList title={copy.clips} moments={moments.clips} empty={copy.noClips} onSeek={seek} />
            <MomentList title={copy.tasks} moments={moments.tasks} empty={copy.noTasks} onSeek={seek} />
            <MomentList
              title={copy.showreelClips}
              moments={moments.showreelClips}
              empty={copy.noShowreelClips}
              onSeek={seek}
            />
          </div>
        )}
      </div>
    </div>
  );
}

// A page of videos with the selected one in full: its props travel as one JSON text
// (src/lib/json-island.tsx).
const VideoPlayerIsland = jsonIsland(VideoPlayer);
// Its server render reads its props alone (the stores and the address are read in effects): its
// HTML is rendered once per distinct props.
markPureIsland(VideoPlayerIsland);
export default VideoPlayerIsland;
