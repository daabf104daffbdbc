import { useStore } from "@nanostores/react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { queryClient } from "@/lib/api/query-client";
import { videoQuery } from "@/lib/api/videos";
import type { Video, VideoSummary } from "@/lib/schemas/video";
import {
  $videos,
  clearPlayingVideos,
  DEFAULT_PLAYING_KEY,
  type KnownVideo,
  mergeVideos,
  playVideos,
} from "@/lib/stores/videos";
import { copy } from "./copy";
import { formatTime, participantLine } from "./format";
import { MomentList } from "./MomentList";
import { type PlayerHandle, PlyrStage, type SubtitleChoice } from "./PlyrStage";
import { momentsOf } from "./moments";
import { VideoList } from "./VideoList";
import { VideoToolbar } from "./VideoToolbar";
import styles from "./VideoPlayer.module.css";

interface Props {
  /** The study's videos (summaries), as JSON: cheaper for Astro to serialize than objects. */
  videosJson: string;
  /** The selected video in full (tasks, clips, showreel clips), as JSON. */
  initialVideoJson: string;
  /** auto_play=true on the page address (000 §2). */
  autoPlay: boolean;
  /** The member holds publish_videos. */
  canPublish: boolean;
}

/** The videos page's player: the list to choose from, plyr, subtitles, clips, tasks and actions. */
export default function VideoPlayer(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <VideoPlayerBody {...props} />
    </QueryClientProvider>
  );
}

function VideoPlayerBody({ videosJson, initialVideoJson, autoPlay, canPublish }: Props) {
  const summaries = useMemo(() => JSON.parse(videosJson) as VideoSummary[], [videosJson]);
  const initial = useMemo(() => JSON.parse(initialVideoJson) as Video, [initialVideoJson]);
  const [selectedId, setSelectedId] = useState(initial.id);
  const [subtitles, setSubtitles] = useState<SubtitleChoice>("en");
  const [autoPlaying, setAutoPlaying] = useState(autoPlay);
  const player = useRef<PlayerHandle>(null);
  // Server render reads the props only; the store is filled in the browser (never module state on the server).
  const known = useStore($videos);
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
            onPlayingChange={(playing) => (playing ? playVideos(video.id) : clearPlayingVideos(DEFAULT_PLAYING_KEY))}
          />
        ) : (
          <p className={styles.unavailable}>{copy.noVideo}</p>
        )}
        <div className={styles.heading}>
          <h2>{participantLine(video.participant)}</h2>
          <span className={styles.meta}>
            {formatTime(video.duration)} · {video.language.toUpperCase()}
            {video.published ? <span className={styles.badge}>Published</span> : null}
          </span>
        </div>
        <VideoToolbar video={video} subtitles={subtitles} onSubtitles={setSubtitles} canPublish={canPublish} />
        {query.isError && !video.tasks ? (
          <p role="alert" className={styles.error}>
            {copy.loadError}{" "}
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {copy.retry}
            </button>
          </p>
        ) : (
          <div className={styles.momentGrid} aria-busy={!video.tasks}>
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
      <aside className={styles.side}>
        <h2 className={styles.sideTitle}>{copy.videos}</h2>
        <VideoList videos={videos} selectedId={selectedId} onSelect={select} />
      </aside>
    </div>
  );
}
