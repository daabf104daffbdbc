import { messages } from "@/lib/messages";
import { HEIGHT, WIDTH } from "./interview-graph";
import { clipAudio } from "./showreel-graph";
import { type CaptionLayout, fitCaption } from "./text-layout";

/** What a reel's title and end cards say: the reel's title and study's name first, the client's name last. */
export interface ReelCards {
  title: string;
  study: string;
  client: string;
}

/** How long each card stands, in seconds. */
export const CARD_SECONDS = 2;

// The portal's deep ink, with white text (contrast about 15:1), so the cards read on any screen.
const BACKGROUND = "0x1E1B3A";
const TEXT = "fontcolor=white:expansion=none";
const MARGIN = 48;

/** One card: its heading (laid out to fit) in one file and its smaller line in another. */
interface Card {
  heading: { file: string; layout: CaptionLayout };
  line: string;
}

/** A card's picture ending in `[cv{n}]` and its silence in `[ca{n}]`: the heading above the middle, the line below. */
function cardChains(card: Card, n: number, fps: number): string[] {
  const centred = "x=(w-text_w)/2";
  const { file, layout } = card.heading;
  const picture = [
    `color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=${fps}:d=${CARD_SECONDS},format=yuv420p,setsar=1`,
    `drawtext=fontfile=font-bold.ttf:textfile=${file}:fontsize=${layout.fontSize}:line_spacing=${layout.lineSpacing}:${centred}:y=h/2-text_h-8:${TEXT}`,
    `drawtext=fontfile=font.ttf:textfile=${card.line}:fontsize=18:${centred}:y=h/2+16:${TEXT}`,
  ];
  return [`${picture.join(",")}[cv${n}]`, clipAudio({ hasAudio: false }, -1, CARD_SECONDS, `ca${n}`)];
}

/**
 * The filter chains and text files of a reel's opening card (`[cv0]`, `[ca0]`: the reel's title,
 * wrapped to fit, over the study's name) and closing card (`[cv1]`, `[ca1]`: the client's name over
 * a thank-you), each CARD_SECONDS of picture at `fps` (the reel's rate) and of silence. The texts
 * go to files, so no title can break the filter graph's syntax.
 */
export function cardGraph(cards: ReelCards, fps: number): { files: Map<string, string>; chains: string[] } {
  // fitCaption measures regular glyphs; the bold lines are about a sixth wider.
  const boldWidth = Math.floor((WIDTH - 2 * MARGIN) * 0.85);
  const title = fitCaption(cards.title, boldWidth, 110, [34, 30, 26, 22]);
  const client = fitCaption(cards.client, boldWidth, 80, [30, 26, 22]);
  const study = fitCaption(cards.study, WIDTH - 2 * MARGIN, 24, [18]);
  const files = new Map([
    ["card-title.txt", title.lines.join("\n")],
    ["card-study.txt", study.lines.join("\n")],
    ["card-client.txt", client.lines.join("\n")],
    ["card-thanks.txt", messages.reelClosingLine],
  ]);
  const opening = { heading: { file: "card-title.txt", layout: title }, line: "card-study.txt" };
  const closing = { heading: { file: "card-client.txt", layout: client }, line: "card-thanks.txt" };
  const chains = [opening, closing].flatMap((card, n) => cardChains(card, n, fps));
  return { files, chains };
}
