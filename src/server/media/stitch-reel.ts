import fs from "node:fs/promises";
import path from "node:path";
import { runFfmpeg } from "./ffmpeg";
import { INTERVIEW_AUDIO_ENCODING, INTERVIEW_VIDEO_ENCODING } from "./interview-encoding";
import { HEIGHT, INTERVIEW_FPS, SAMPLE_RATE, WIDTH } from "./interview-graph";
import { clipPieces, type ReelPiece } from "./reel-pieces";
import { audioTrack, concatPath, type SoundReference, soundList, soundRuns } from "./reel-sound";
import { clipAudio, type ReelClip, reelClipSeconds } from "./showreel-graph";
import { readSourceLayout, type SourceLayout } from "./source-layout";

/** Where to write a reel's poster, and the reel time it shows. */
export interface Poster {
  file: string;
  at: number;
}

/** A clip with its source's layout, as {@link stitchReel} needs it. */
export interface StitchClip extends ReelClip {
  /** The source's identity (its content hash, else its storage key and size): names its cached audio track. */
  sourceKey: string;
  layout: SourceLayout;
}

/** What the interview settings write: their SPS/PPS, frame rate and reorder delay, and their sound's format. */
export interface EncoderReference {
  headers: string;
  fps: number;
  reorderDelay: number;
  sound: SoundReference | undefined;
}

let reference: Promise<EncoderReference> | undefined;

/**
 * What the interview settings write, read once per process from a one-second encode (long enough
 * for B-frames, whose delay tells where a copied run of packets ends): a source whose headers
 * differ (written before a change of settings, or uploaded elsewhere) cannot take encoded edges
 * and is rendered the slow way, and a sound of another format is encoded rather than copied.
 */
export function encoderReference(workDir: string): Promise<EncoderReference> {
  reference ??= (async () => {
    const probe = path.join(workDir, "reference.mp4");
    const picture = `color=c=black:s=${WIDTH}x${HEIGHT}:r=${INTERVIEW_FPS}:d=1`;
    await runFfmpeg(
      ["-y", "-f", "lavfi", "-i", picture, "-f", "lavfi", "-i", `sine=r=${SAMPLE_RATE}:d=1`].concat([
        ...INTERVIEW_VIDEO_ENCODING,
        ...INTERVIEW_AUDIO_ENCODING,
        `file:${probe}`,
      ]),
    );
    const { headers, fps, reorderDelay, audio } = await readSourceLayout(probe);
    const sound = audio && { headers: audio.headers, sampleRate: audio.sampleRate, frameSamples: audio.frameSamples };
    return { headers, fps, reorderDelay, sound: sound ?? undefined };
  })().catch((error: unknown) => {
    reference = undefined;
    throw error;
  });
  return reference;
}

/**
 * Whether every clip's source can lend its GOPs to a reel whose edges are encoded with the
 * interview settings: the same headers, and so the same frame rate, as `encoder` writes.
 */
export const stitchable = (layouts: SourceLayout[], encoder: EncoderReference | undefined) =>
  encoder !== undefined &&
  encoder.headers !== "" &&
  layouts.every(
    (l) =>
      l.copyable &&
      l.headers === encoder.headers &&
      l.reorderDelay === encoder.reorderDelay &&
      Math.abs(l.fps - encoder.fps) < 1e-6,
  );

/**
 * A clip's first frame in a source of `fps` frames a second, how many of the source's frames it
 * shows, and its length in the reel ({@link reelClipSeconds}: whole frames of the interviews'
 * rate, which a stitchable source has, so the frames fill the clip's time exactly).
 */
export function clipFrames(clip: Pick<ReelClip, "start" | "end">, fps: number) {
  const seconds = reelClipSeconds(clip);
  return { start: Math.max(0, Math.round(clip.start * fps)), frames: Math.round(seconds * fps), seconds };
}

/**
 * A planned piece and where its frames are: a copied run in its source (`file` is the source,
 * `at` its first frame), or encoded edges in one of the edge files written for the reel. An
 * encoded piece that follows another in the reel follows it in its edge file too (`joinsPrevious`):
 * the join reads such a run of pieces (a clip's end and the next clip's start) as one.
 */
export type PlannedPiece = ReelPiece & { file: string; at: number; joinsPrevious: boolean };

/**
 * Every piece of the reel in order. The runs of encoded pieces are shared between two edge files
 * of about equal work, written side by side (one per core of a small machine), each by one encoder.
 */
export function reelPieces(clips: StitchClip[]): PlannedPiece[] {
  const pieces: PlannedPiece[] = clips.flatMap((clip, i) => {
    const { fps, keyframes, frames: sourceFrames } = clip.layout;
    const { start, frames } = clipFrames(clip, fps);
    return clipPieces(i, { start, frames, keyframes, sourceFrames }).map((piece) => ({
      ...piece,
      file: clip.videoPath,
      at: piece.from,
      joinsPrevious: false,
    }));
  });
  const runs: PlannedPiece[][] = [];
  pieces.forEach((piece, i) => {
    if (piece.mode !== "encode") return;
    if (pieces[i - 1]?.mode === "encode") runs.at(-1)!.push(piece);
    else runs.push([piece]);
  });
  splitWork(runs).forEach((group, k) => {
    let at = 0;
    for (const run of group.sort((a, b) => pieces.indexOf(a[0]!) - pieces.indexOf(b[0]!))) {
      run.forEach((piece, i) => {
        Object.assign(piece, { file: `edges-${k}.mp4`, at, joinsPrevious: i > 0 });
        at += piece.frames;
      });
    }
  });
  return pieces;
}

/** The encoded pieces by edge file, in file order. */
export function edgeFiles(pieces: PlannedPiece[]): PlannedPiece[][] {
  const files = new Map<string, PlannedPiece[]>();
  for (const piece of pieces.filter((p) => p.mode === "encode"))
    files.set(piece.file, [...(files.get(piece.file) ?? []), piece]);
  return [...files.values()];
}

/** Runs of pieces in two groups of about equal encoding work. */
export function splitWork<T extends ReelPiece>(runs: T[][]): T[][][] {
  const groups: { runs: T[][]; frames: number }[] = [
    { runs: [], frames: 0 },
    { runs: [], frames: 0 },
  ];
  // A piece's own start (its decoder, its seek) weighs like a few frames.
  const work = (run: T[]) => run.reduce((sum, piece) => sum + piece.frames + 4, 0);
  for (const run of [...runs].sort((a, b) => work(b) - work(a))) {
    const lighter = groups[0]!.frames <= groups[1]!.frames ? groups[0]! : groups[1]!;
    lighter.runs.push(run);
    lighter.frames += work(run);
  }
  return groups.map((g) => g.runs).filter((g) => g.length > 0);
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

/** The clip and source frame that the reel shows at `seconds`. */
export function frameAt(clips: StitchClip[], seconds: number): { clip: StitchClip; frame: number } {
  let left = Math.max(0, seconds);
  for (const clip of clips) {
    const { fps } = clip.layout;
    const span = clipFrames(clip, fps);
    if (left < span.seconds || clip === clips.at(-1)) {
      const shown = Math.min(Math.round(left * fps), span.frames - 1);
      return { clip, frame: Math.min(span.start + shown, clip.layout.frames - 1) };
    }
    left -= span.seconds;
  }
  throw new Error("A reel needs at least one clip");
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
