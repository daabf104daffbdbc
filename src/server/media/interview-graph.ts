import { fitCaption, textWidth } from "./text-layout";

export const WIDTH = 640;
export const HEIGHT = 360;
/** The frame rate of showreels encoded whole (one joined from interview GOPs keeps their INTERVIEW_FPS). */
export const FPS = 24;
/**
 * The frame rate of a rendered interview. Its picture is a still card whose scene text changes
 * every few seconds, so 12 frames a second look the same as 24 (a change lands within 83 ms)
 * and halve the encoder's work, which is most of a render's CPU time (docs/performance.md).
 */
export const INTERVIEW_FPS = 12;
export const SAMPLE_RATE = 48_000;
export const THUMBNAIL_WIDTH = 320;

const MARGIN = 28;
/** The board that shows what is on the participant's screen, below the name card. */
const BOARD_TOP = 112;
const BOARD_HEIGHT = HEIGHT - BOARD_TOP - MARGIN;
const BOARD_WIDTH = WIDTH - 2 * MARGIN;

// Muted gradient pairs: enough variety to tell interviews apart, none loud enough to distract.
const PALETTES: [string, string][] = [
  ["0x2f4858", "0x33658a"],
  ["0x3d5a6c", "0x6a8d92"],
  ["0x4a4e69", "0x6d6a8a"],
  ["0x355c4b", "0x5b8a72"],
  ["0x5c4b51", "0x8c7a80"],
  ["0x2d4059", "0x4f6d7a"],
  ["0x3b5249", "0x519872"],
  ["0x463f5e", "0x6f6a9a"],
  ["0x4b5d67", "0x7e9aa5"],
  ["0x5b5045", "0x8a7a66"],
];

export interface GraphInput {
  duration: number;
  name: string;
  details: string;
  /** What is said, sorted, non-overlapping, clamped to the duration: voiced, never drawn (subtitles show it). */
  utterances: { start: number; end: number; text: string }[];
  /** What is on the participant's screen and when: the material or the task at hand. */
  scenes: { start: number; end: number; title: string }[];
  seed: number;
  /** A flite voice, or null for the quiet-tone stand-in when this ffmpeg has no flite. */
  voice: string | null;
  thumbnailAt: number;
}

export interface GraphPlan {
  /** The -filter_complex_script text, with outputs [video], [audio] and [thumb]. */
  script: string;
  /** Text files the script names (relative to ffmpeg's working folder), by name. */
  files: Map<string, string>;
}

const seconds = (value: number) => value.toFixed(3);
const TEXT_STYLE = "fontcolor=white:expansion=none:shadowx=1:shadowy=1:shadowcolor=black@0.35";

/** The still frame: seeded gradient, the screen's board and name card; ends in [card] and [thumbcard]. */
function cardFilters(input: GraphInput): string {
  const [c0, c1] = PALETTES[Math.abs(Math.trunc(input.seed)) % PALETTES.length] ?? ["0x2f4858", "0x33658a"];
  const textWide = Math.max(textWidth(input.name, 22, true), textWidth(input.details, 16));
  const cardWidth = Math.min(WIDTH - 2 * MARGIN, textWide + 32);
  return [
    `gradients=s=${WIDTH}x${HEIGHT}:r=${INTERVIEW_FPS}:d=1:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${WIDTH}:y1=${HEIGHT}`,
    "trim=end_frame=1,format=yuv420p",
    `drawbox=x=${MARGIN}:y=${BOARD_TOP}:w=${BOARD_WIDTH}:h=${BOARD_HEIGHT}:color=white@0.14:t=fill`,
    `drawbox=x=${MARGIN - 12}:y=${MARGIN - 10}:w=${cardWidth}:h=66:color=black@0.25:t=fill`,
    `drawtext=fontfile=font-bold.ttf:textfile=name.txt:fontsize=22:x=${MARGIN + 4}:y=${MARGIN}:${TEXT_STYLE}`,
    `drawtext=fontfile=font.ttf:textfile=details.txt:fontsize=16:x=${MARGIN + 4}:y=${MARGIN + 30}:${TEXT_STYLE}`,
    "split=2[card][thumbcard]",
  ].join(",\n");
}

/** One utterance's sound, starting at its time: flite speech, or a soft tone without flite. */
function speechFilter(input: GraphInput, index: number): string {
  const caption = input.utterances[index];
  if (!caption) throw new RangeError(`No utterance ${index}`);
  let source = `sine=frequency=${220 + 55 * (index % 4)}:sample_rate=16000`;
  source += `:duration=${seconds(caption.end - caption.start)},volume=0.05`;
  if (input.voice) {
    // Playing at a changed rate shifts pitch (and pace a little) so participants differ.
    const native = input.voice === "kal" ? 8000 : 16_000;
    const rate = [1, 1.12, 0.92, 1.2, 1.06][Math.abs(Math.trunc(input.seed)) % 5] ?? 1;
    source = `flite=textfile=speech-${index}.txt:voice=${input.voice}`;
    source += `,asetrate=${Math.round(native * rate)},aresample=${native}`;
  }
  // Speech may outrun its caption; it is cut at the next caption so voices never overlap.
  const room = Math.max(0.05, (input.utterances[index + 1]?.start ?? input.duration) - caption.start);
  return `${source},atrim=end=${seconds(room)},adelay=delays=${Math.round(caption.start * 1000)}:all=1[s${index}]`;
}

/**
 * Plans the one ffmpeg run behind an interview video. The static parts (background, name card,
 * the screen's board) are drawn on a single frame that is then looped, so per-frame work is only
 * the scene of the moment and the encoder, which sees identical frames and skips them cheaply.
 * The words are spoken, not drawn: the players show them from the subtitle tracks, and a picture
 * carrying them too would show them twice. Texts go through textfile= so no user text is ever
 * parsed as filtergraph syntax.
 */
export function buildInterviewGraph(input: GraphInput): GraphPlan {
  const files = new Map<string, string>([
    ["name.txt", input.name],
    ["details.txt", input.details],
  ]);
  const end = seconds(input.duration);
  const video = [`[card]loop=loop=-1:size=1:start=0,setpts=N/${INTERVIEW_FPS}/TB,trim=duration=${end}`];
  let thumbScene = "";
  input.scenes.forEach((scene, i) => {
    // fitCaption measures regular glyphs; the scene is bold, about a fifth wider.
    const layout = fitCaption(scene.title, (BOARD_WIDTH - 2 * MARGIN) * 0.8, BOARD_HEIGHT - 24, [26, 24, 22, 20, 18]);
    files.set(`scene-${i}.txt`, layout.lines.join("\n"));
    const sizing = `fontsize=${layout.fontSize}:line_spacing=${layout.lineSpacing}`;
    const at = `x=(w-text_w)/2:y=${BOARD_TOP + BOARD_HEIGHT / 2}-text_h/2`;
    const draw = `drawtext=fontfile=font-bold.ttf:textfile=scene-${i}.txt:${sizing}:${at}:${TEXT_STYLE}`;
    video.push(`${draw}:enable='gte(t,${seconds(scene.start)})*lt(t,${seconds(scene.end)})'`);
    if (scene.start <= input.thumbnailAt && input.thumbnailAt < scene.end) thumbScene = `${draw},`;
  });
  input.utterances.forEach((utterance, i) => {
    if (input.voice) files.set(`speech-${i}.txt`, utterance.text);
  });
  const audio = input.utterances.map((_, i) => speechFilter(input, i));
  const mixed = audio.length
    ? `${audio.map((_, i) => `[s${i}]`).join("")}amix=inputs=${audio.length}:normalize=0:duration=longest`
    : `anullsrc=r=${SAMPLE_RATE}:cl=mono`;
  // AAC wants fixed 1024-sample frames; lavfi sources deliver other sizes.
  const tail = `aresample=${SAMPLE_RATE},apad=whole_dur=${end},atrim=end=${end},asetnsamples=n=1024:p=0[audio]`;
  // The thumbnail is the still frame plus the scene of its moment: one frame of work instead
  // of tapping every frame of the video stream (which cost a quarter of the render).
  const thumb = `[thumbcard]${thumbScene}scale=${THUMBNAIL_WIDTH}:-2[thumb]`;
  const script = [cardFilters(input), `${video.join(",\n")}[video]`, thumb, ...audio, `${mixed},${tail}`];
  return { script: script.join(";\n"), files };
}

/**
 * The flite voice to use: the diphone voices (kal16, kal) synthesise about 10x faster than the
 * clustergen ones (slt, rms, awb), which would dominate render time; variety comes from pitch.
 */
export function pickVoice(available: string[]): string | null {
  return ["kal16", "kal"].find((v) => available.includes(v)) ?? available[0] ?? null;
}
