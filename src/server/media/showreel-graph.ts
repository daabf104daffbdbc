import { INTERVIEW_AUDIO_ENCODING } from "./interview-encoding";
import { FPS, HEIGHT, INTERVIEW_FPS, SAMPLE_RATE, WIDTH } from "./interview-graph";

/** One clip of a reel: a span of a source video. */
export interface ReelClip {
  /** Absolute path of the source video. */
  videoPath: string;
  start: number;
  end: number;
  hasAudio: boolean;
}

/**
 * A clip's length in the reel: whole frames of the interviews' rate, so the reel's frame count,
 * its audio and the subtitle times all agree with the sum of the clips, both when the reel is
 * joined from the interviews' own frames and when it is encoded whole at FPS (a multiple of it).
 */
export const reelClipSeconds = (clip: Pick<ReelClip, "start" | "end">) =>
  Math.max(1, Math.round((clip.end - clip.start) * INTERVIEW_FPS)) / INTERVIEW_FPS;

/**
 * The filter chain of a clip's sound from input `input` (cut at the clip's start by input seeking),
 * normalised to 48 kHz mono and exactly `seconds` long: silence where the source has none or ends.
 */
export function clipAudio(clip: Pick<ReelClip, "hasAudio">, input: number, seconds: number, label: string): string {
  const audio = clip.hasAudio
    ? `[${input}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono,apad`
    : `anullsrc=r=${SAMPLE_RATE}:cl=mono`;
  return `${audio},atrim=duration=${seconds},asetpts=PTS-STARTPTS[${label}]`;
}

/**
 * ffmpeg arguments that cut every clip from its source (input seeking, so only the clip's own
 * frames are decoded), normalise each to the reels' format (640x360, 24 fps, square pixels,
 * yuv420p, 48 kHz mono; silence where a source has no audio; frames held where a source ends
 * early) and concatenate them in one filter graph, written as faststart H.264/AAC at `fps` (FPS
 * unless said). With `cards` (reel-cards.ts), their opening card comes first and their closing card last.
 */
export function reelArguments(
  clips: ReelClip[],
  output: string,
  options: { captions?: { script: string }; cards?: { chains: string[] }; fps?: number } = {},
): string[] {
  const { captions, cards, fps = FPS } = options;
  const args = ["-y"];
  const graph: string[] = [];
  clips.forEach((clip, i) => {
    const seconds = reelClipSeconds(clip);
    // A little extra input covers the frame rounding; trim cuts it off exactly.
    args.push("-ss", clip.start.toFixed(3), "-t", (seconds + 0.5).toFixed(3), "-i", `file:${clip.videoPath}`);
    graph.push(
      `[${i}:v]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:-1:-1,setsar=1,` +
        `fps=${fps},format=yuv420p,tpad=stop_mode=clone:stop_duration=1,trim=duration=${seconds},setpts=PTS-STARTPTS[v${i}]`,
    );
    graph.push(clipAudio(clip, i, seconds, `a${i}`));
  });
  if (cards) graph.push(...cards.chains);
  const pads = [
    ...(cards ? ["[cv0][ca0]"] : []),
    ...clips.map((_, i) => `[v${i}][a${i}]`),
    ...(cards ? ["[cv1][ca1]"] : []),
  ];
  // Burned captions: libass draws the script (fonts from the run's folder) over the joined picture.
  const burn = captions ? `;[joined]subtitles=filename=${captions.script}:fontsdir=.[v]` : "";
  graph.push(`${pads.join("")}concat=n=${pads.length}:v=1:a=1[${captions ? "joined" : "v"}][a]${burn}`);
  args.push("-filter_complex", graph.join(";"), "-map", "[v]", "-map", "[a]");
  // superfast renders about twice as fast as veryfast at CRF 28 (measured on 10 clips); keyframes every 2 s keep seeking in the reel quick.
  args.push("-c:v", "libx264", "-preset", "superfast", "-crf", "28", "-profile:v", "high", "-pix_fmt", "yuv420p");
  args.push("-r", String(fps), "-g", String(fps * 2), ...INTERVIEW_AUDIO_ENCODING);
  args.push("-movflags", "+faststart", "-f", "mp4", `file:${output}`);
  return args;
}
