import type { KnownVideo } from "@/lib/stores/videos";
import { copy } from "./copy";
import { formatClock } from "@/lib/media-time";
import playerStyles from "./VideoPlayer.module.css";
import styles from "./VideoList.module.css";

interface Props {
  videos: KnownVideo[];
  selectedId: number;
  onSelect(id: number): void;
  /** The person points at or focuses a video: its details may be fetched ahead. */
  onIntent(id: number): void;
  /** The study has more videos than the list holds: how to load the next page, and how that went. */
  more: { loading: boolean; failed: boolean; load(): void } | null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The study's videos to choose from: poster, participant and duration. */
export function VideoList({ videos, selectedId, onSelect, onIntent, more }: Props) {
  return (
    <>
      <ul className={styles.videoList} aria-label="Participant videos">
        {videos.map((video) => {
          const { participant } = video;
          const current = video.id === selectedId;
          return (
            <li key={video.id}>
              <button
                type="button"
                className={styles.videoItem}
                aria-current={current ? "true" : undefined}
                onClick={() => onSelect(video.id)}
                onPointerEnter={() => onIntent(video.id)}
                onFocus={() => onIntent(video.id)}
              >
                <span className={styles.thumb}>
                  {video.thumbnail ? (
                    <img src={video.thumbnail} alt="" loading="lazy" width={112} height={63} />
                  ) : (
                    <span aria-hidden="true">{initials(participant.name)}</span>
                  )}
                  <span className={styles.duration}>{formatClock(video.duration)}</span>
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{participant.name}</span>
                  <span className={styles.itemMeta}>
                    {[participant.age, participant.country].filter((x) => x !== null).join(" · ")}
                    {video.published ? <span className={playerStyles.badge}>Published</span> : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {more ? (
        <div className={styles.more}>
          {more.failed ? (
            <p role="alert" className={styles.moreError}>
              {copy.moreVideosError}
            </p>
          ) : null}
          <button type="button" className="button" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
            {more.loading ? copy.loadingMoreVideos : copy.moreVideos}
          </button>
        </div>
      ) : null}
    </>
  );
}
