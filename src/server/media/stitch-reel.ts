import fs from "node:fs/promises";
import path from "node:path";
import type { EncoderReference } from "./encoder-reference";
import { runFfmpeg } from "./ffmpeg";
import { INTERVIEW_AUDIO_ENCODING, INTERVIEW_VIDEO_ENCODING } from "./interview-encoding";
import { clipFrames, edgeFiles, frameAt, type PlannedPiece, reelPieces, type StitchClip } from "./reel-pieces";
import { audioTrack, concatPath, soundList, soundRuns } from "./reel-sound";
import { clipAudio } from "./showreel-graph";

/** Where to write a reel's poster, and the reel time it shows. */
export interface Poster {
  file: string;
  at: number;
}

/**
 * One ffmpeg run that writes an edge file: each piece decoded from a quarter frame before its
 * first frame (the source's last frame held where a clip runs past it), the pieces joined and
 * encoded by one encoder with the interviews' settings, each run of pieces starting on a keyframe
 * of its own (and no other keyframe placed by scene cuts), so the join can take it alone. With
 * `poster`, the run also writes the poster.
 */
export function edgeArguments(clips: StitchClip[], pieces: PlannedPiece[], file: string, poster?: Poster): string[] {
  const fps = clips[0]!.layout.fps;
  // One thread per decoder, filter and encoder: the pieces are short, and threads would cost more
  // to start than they save.
  const args = ["-y", "-filter_threads", "1"];
  const graph: string[] = [];
  pieces.forEach((piece, i) => {
    const clip = clips[piece.clip]!;
    const from = Math.min(piece.from, clip.layout.frames - 1);
    const at = Math.max(0, (from - 0.25) / fps);
    // Bounded input: ffmpeg would otherwise go on decoding a source after the piece has its frames.
    const seconds = (piece.frames + 1) / fps;
    args.push("-threads", "1", "-ss", at.toFixed(6), "-t", seconds.toFixed(6), "-an", "-i", `file:${clip.videoPath}`);
    const hold = `tpad=stop_mode=clone:stop_duration=${(piece.frames / fps + 1).toFixed(3)}`;
    graph.push(`[${i}:v]${hold},trim=end_frame=${piece.frames},setpts=PTS-STARTPTS[e${i}]`);
  });
  const still = poster && posterArguments(clips, poster, pieces.length);
  if (still) args.push(...still.input);
  const joined = pieces.map((_, i) => `[e${i}]`).join("");
  graph.push(`${joined}concat=n=${pieces.length}:v=1:a=0,settb=1/${fps},setpts=N[edges]`);
  // Frame `at` is the first whose time reaches a tenth of a frame before it.
  const starts = pieces.filter((piece) => !piece.joinsPrevious);
  const keyframes = starts.map((piece) => Math.max(0, (piece.at - 0.1) / fps).toFixed(6)).join(",");
  args.push("-filter_complex", graph.join(";"), "-map", "[edges]", ...INTERVIEW_VIDEO_ENCODING);
  args.push("-threads", "1", "-forced-idr", "1", "-sc_threshold", "0", "-force_key_frames", keyframes);
  args.push("-f", "mp4", `file:${file}`);
  return still ? [...args, ...still.output] : args;
}

/**
 * The concat demuxer's list of the reel's pictures: each copied piece, and each run of encoded
 * pieces, from its file, from its keyframe to the decoding time of the keyframe after it (half a
 * frame before: B-frames decode ahead of display by the reorder delay), with its exact length, so
 * the joined timeline has no gaps.
 */
export function concatList(pieces: PlannedPiece[], clips: StitchClip[], workDir: string): string {
  const edgeFrames = new Map(
    edgeFiles(pieces).map((group) => [group[0]!.file, group.reduce((n, p) => n + p.frames, 0)]),
  );
  const entries: { piece: PlannedPiece; frames: number }[] = [];
  for (const piece of pieces) {
    const last = entries.at(-1);
    if (piece.joinsPrevious && last) last.frames += piece.frames;
    else entries.push({ piece, frames: piece.frames });
  }
  const lines = ["ffconcat version 1.0"];
  for (const { piece, frames: count } of entries) {
    // Stitchable sources and the edges share one frame rate.
    const { fps, frames, reorderDelay } = clips[piece.clip]!.layout;
    const fileFrames = piece.mode === "copy" ? frames : edgeFrames.get(piece.file)!;
    const end = piece.at + count;
    lines.push(`file ${concatPath(path.resolve(workDir, piece.file))}`, `inpoint ${(piece.at / fps).toFixed(6)}`);
    if (end < fileFrames) lines.push(`outpoint ${((end - reorderDelay - 0.5) / fps).toFixed(6)}`);
    lines.push(`duration ${(count / fps).toFixed(6)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The poster as input `index` of a run and its output: the source frame the reel shows at the
 * poster's time (the same picture, without decoding the joined reel again).
 */
export function posterArguments(clips: StitchClip[], poster: Poster, index: number) {
  const still = frameAt(clips, poster.at);
  const fps = still.clip.layout.fps;
  const at = Math.max(0, (still.frame - 0.25) / fps).toFixed(6);
  return {
    input: ["-threads", "1", "-ss", at, "-t", (2 / fps).toFixed(6), "-an", "-i", `file:${still.clip.videoPath}`],
    output: ["-map", `${index}:v`, "-frames:v", "1", "-update", "1", "-q:v", "4", `file:${poster.file}`],
  };
}

/**
 * One ffmpeg run that cuts the clips' sound from their sources and encodes it as one track (with
 * silence where a source has none or ends), and writes the poster: for sound that cannot be copied.
 */
export function soundAndPosterArguments(clips: StitchClip[], output: string, poster: Poster): string[] {
  const args = ["-y"];
  const graph: string[] = [];
  let input = 0;
  clips.forEach((clip, i) => {
    // The sound starts with the clip's first picture, and lasts as long as the clip in the reel.
    const { start, seconds } = clipFrames(clip, clip.layout.fps);
    if (clip.hasAudio) {
      const [at, length] = [(start / clip.layout.fps).toFixed(6), (seconds + 0.5).toFixed(3)];
      args.push("-ss", at, "-t", length, "-vn", "-i", `file:${clip.videoPath}`);
    }
    graph.push(clipAudio(clip, clip.hasAudio ? input++ : -1, seconds, `a${i}`));
  });
  const still = posterArguments(clips, poster, input);
  args.push(...still.input);
  graph.push(`${clips.map((_, i) => `[a${i}]`).join("")}concat=n=${clips.length}:v=0:a=1[a]`);
  args.push("-filter_complex", graph.join(";"), "-map", "[a]", ...INTERVIEW_AUDIO_ENCODING, "-f", "mp4", output);
  return [...args, ...still.output];
}

/**
 * One ffmpeg run that joins the pictures and the sound (a track, or a list of copied runs) without
 * decoding either.
 */
export function joinArguments(output: string, sound: "copied" | "encoded"): string[] {
  const concat = ["-f", "concat", "-safe", "0", "-i"];
  const args = [
    "-y",
    ...concat,
    "pieces.ffconcat",
    ...(sound === "copied" ? [...concat, "sound.ffconcat"] : ["-i", "sound.m4a"]),
  ];
  args.push("-map", "0:v", "-map", "1:a", "-c", "copy", "-movflags", "+faststart", "-f", "mp4", `file:${output}`);
  return args;
}

/**
 * Writes the reel to `output` and its poster from copied GOPs and encoded edges, and the clips'
 * sound copied by packet (else encoded), in `workDir` (left for the caller to remove). Only for
 * clips whose sources are {@link stitchable} by `encoder`. The edge files (one with the poster) or
 * the encoded sound are written side by side, one run per core, then joined.
 */
export async function stitchReel(
  clips: StitchClip[],
  output: string,
  poster: Poster,
  work: { dir: string; cacheDir: string; encoder: EncoderReference },
): Promise<void> {
  const { dir, cacheDir, encoder } = work;
  const pieces = reelPieces(clips);
  const spans = clips.map((clip) => clipFrames(clip, clip.layout.fps));
  const sound = soundRuns(clips, spans, encoder.sound);
  const still = { ...poster, file: path.resolve(poster.file) };
  const edges = edgeFiles(pieces);
  const lists = [fs.writeFile(path.join(dir, "pieces.ffconcat"), concatList(pieces, clips, dir))];
  // With copied sound, the poster is written by one of the edge runs, or alone when there is none.
  const runs = edges.map((group, i) =>
    edgeArguments(clips, group, path.join(dir, group[0]!.file), sound && i === edges.length - 1 ? still : undefined),
  );
  if (sound) {
    if (edges.length === 0) {
      const { input, output: file } = posterArguments(clips, still, 0);
      runs.push(["-y", ...input, ...file]);
    }
    const tracks = Promise.all(clips.map((clip) => audioTrack(clip, cacheDir)));
    const list = tracks.then((files) => soundList(sound, files, encoder.sound!));
    lists.push(list.then((text) => fs.writeFile(path.join(dir, "sound.ffconcat"), text)));
  } else {
    runs.push(soundAndPosterArguments(clips, "sound.m4a", still));
  }
  await Promise.all([...lists, ...runs.map((args) => runFfmpeg(args, { cwd: dir }))]);
  await runFfmpeg(joinArguments(path.resolve(output), sound ? "copied" : "encoded"), { cwd: dir });
}
