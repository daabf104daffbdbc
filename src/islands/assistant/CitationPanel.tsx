import { useQuery } from "@tanstack/react-query";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { videoQuery } from "@/lib/api/videos";
import { paths } from "@/lib/paths";
import type { Citation } from "@/lib/schemas/assistant";
import { MediaPreparing } from "@/lib/ui/MediaPreparing";
import { PlyrStage } from "@/lib/ui/PlyrStage";
import answerStyles from "./Answer.module.css";
import controls from "./Controls.module.css";

const KIND: Record<Citation["type"], string> = {
  quote: "Quote",
  transcript: "Transcript",
  insight: "Insight",
  key_takeaway: "Key takeaways",
  business_question: "Business question",
};

/** "1:05" for 65 seconds. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** The interview video of a cited quote, playing from the quote's start in the portal's player. */
function QuoteClip({ clip }: { clip: NonNullable<Citation["clip"]> }) {
  const video = useQuery(videoQuery(clip.interview_id));
  if (video.isError) return <p className={controls.note}>The video could not be loaded.</p>;
  if (!video.data) return <div className={answerStyles.clipLoading} role="status" aria-label="Loading the clip" />;
  const { preparing, combined_url } = video.data.data.video;
  if (!combined_url && preparing) return <MediaPreparing preparing={preparing} poster={video.data.data.thumbnail} />;
  if (!combined_url) return <p className={controls.note}>This interview has no video yet.</p>;
  return (
    <div className={answerStyles.clip} data-testid="citation-clip">
      <PlyrStage
        video={video.data.data}
        subtitles="en"
        autoPlay
        startAt={clip.start}
        onPlayingChange={() => undefined}
      />
    </div>
  );
}

/** An opened citation: what it says, where it comes from, and a quote's clip playing in place. */
export default function CitationPanel({ citation, onClose }: { citation: Citation; onClose(): void }) {
  const { clip, study } = citation;
  return (
    <section className={answerStyles.citation} aria-label={`Source ${citation.n}`} data-testid="citation-panel">
      <header className={answerStyles.citationHeader}>
        <span className={answerStyles.citationKind}>
          <span className={controls.chipStatic}>{citation.n}</span> {KIND[citation.type]}
          {clip ? ` · ${clip.participant} at ${clock(clip.start)}` : ""}
        </span>
        <button type="button" className={controls.ghost} onClick={onClose} aria-label="Close the source">
          ×
        </button>
      </header>
      {clip && (
        <QueryProvider>
          <QuoteClip key={`${clip.interview_id}-${clip.start}`} clip={clip} />
        </QueryProvider>
      )}
      {citation.type === "insight" && <p className={answerStyles.citationTitle}>{citation.title}</p>}
      <blockquote className={answerStyles.citationText}>{citation.text}</blockquote>
      <p className={answerStyles.links}>
        <a href={paths.study(study.id)}>{study.title}</a>
        {citation.type === "insight" && <a href={citation.href}>Open the insight</a>}
        {clip && <a href={citation.href}>Open the interview at {clock(clip.start)}</a>}
      </p>
    </section>
  );
}
