import { HEIGHT, WIDTH } from "./interview-graph";
import { clipAudio } from "./showreel-graph";
import { fitCaption } from "./text-layout";

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

/** A card's picture: the background, one line group centred above the middle and one smaller below it. */
function cardPicture(
  label: string,
  fps: number,
  main: { file: string; size: number; spacing: number },
  sub: string,
): string {
  const centred = "x=(w-text_w)/2";
  return (
    [
      `color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=${fps}:d=${CARD_SECONDS},format=yuv420p,setsar=1`,
      `drawtext=fontfile=font-bold.ttf:textfile=${main.file}:fontsize=${main.size}:line_spacing=${main.spacing}:${centred}:y=h/2-text_h-8:${TEXT}`,
      `drawtext=fontfile=font.ttf:textfile=${sub}:fontsize=18:${centred}:y=h/2+16:${TEXT}`,
    ].join(",") + `[${label}]`
  );
}

/**
 * The filter chains and text files of a reel's opening card (`[cv0]`, `[ca0]`: the reel's title,
 * wrapped to fit, over the study's name) and closing card (`[cv1]`, `[ca1]`: the client's name over
 * a thank-you), each CARD_SECONDS of picture (at `fps`, the reel's rate) and silence in the reels' format. The texts go
 * to files, so no title can break the filter graph's syntax.
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
    ["card-thanks.txt", "Thank you for watching"],
  ]);
  const chains = [
    cardPicture(
      "cv0",
      fps,
      { file: "card-title.txt", size: title.fontSize, spacing: title.lineSpacing },
      "card-study.txt",
    ),
    clipAudio({ hasAudio: false }, -1, CARD_SECONDS, "ca0"),
    cardPicture(
      "cv1",
      fps,
      { file: "card-client.txt", size: client.fontSize, spacing: client.lineSpacing },
      "card-thanks.txt",
    ),
    clipAudio({ hasAudio: false }, -1, CARD_SECONDS, "ca1"),
  ];
  return { files, chains };
}
