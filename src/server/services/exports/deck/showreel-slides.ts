import type PptxGenJS from "pptxgenjs";
import type { DeckShowreel } from "../study-deck-data";
import { fitText } from "./text-fit";
import {
  addBar,
  addFooter,
  addHead,
  addTextIn,
  BODY_TOP,
  type Box,
  colours,
  CONTENT_WIDTH,
  font,
  MARGIN,
} from "./theme";

const PER_SLIDE = 6;
const COLUMNS = 3;
const GAP = 0.3;
const CARD_HEIGHT = 2.25;

const typeLabel = { CURATED: "Curated showreel", CUSTOM: "Custom showreel" } as const;

/**
 * One showreel: its poster, title, kind and length; with a public link, the poster and a line
 * under it open the public page (never a signed media address, which would expire).
 */
function addShowreel(slide: PptxGenJS.Slide, reel: DeckShowreel, linksAsked: boolean, box: Box): void {
  const thumb = { x: box.x, y: box.y, w: 2.0, h: 1.125 };
  const hyperlink = reel.publicUrl ? { url: reel.publicUrl, tooltip: `Watch “${reel.title}”` } : undefined;
  if (reel.image) {
    slide.addImage({ data: reel.image.data, ...thumb, hyperlink, altText: `Poster of the showreel ${reel.title}` });
  } else {
    addBar(slide, thumb, colours.border);
  }
  const side = { x: thumb.x + thumb.w + 0.15, w: box.w - thumb.w - 0.15 };
  const title = fitText(reel.title, { width: side.w, height: 0.8 }, [13, 12, 11], true);
  addTextIn(
    slide,
    title.text,
    { ...side, y: box.y, h: 0.8 },
    { fontSize: title.fontSize, bold: true, color: colours.primary },
  );
  addTextIn(
    slide,
    `${typeLabel[reel.type]} · ${reel.duration}`,
    { ...side, y: box.y + 0.85, h: 0.3 },
    { fontSize: 11, color: colours.muted },
  );
  if (!linksAsked) return;
  const line = { x: box.x, y: thumb.y + thumb.h + 0.15, w: box.w, h: 0.75 };
  if (reel.publicUrl) {
    const fitted = fitText(`Watch: ${reel.publicUrl}`, { width: line.w, height: line.h }, [11, 10, 9]);
    slide.addText([{ text: fitted.text, options: { hyperlink } }], {
      ...line,
      fontFace: font,
      fontSize: fitted.fontSize,
      color: colours.primary,
      underline: { style: "sng" },
      margin: 0,
      valign: "top",
    });
  } else {
    addTextIn(slide, "Not published, so there is no public link.", line, { fontSize: 11, color: colours.muted });
  }
}

/** The study's showreels, six to a slide; none when the study has no rendered showreel. */
export function addShowreelSlides(
  newSlide: () => PptxGenJS.Slide,
  reels: DeckShowreel[],
  head: { kicker: string; source: string },
  linksAsked: boolean,
): void {
  const width = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  for (let start = 0; start < reels.length; start += PER_SLIDE) {
    const slide = newSlide();
    addHead(slide, head.kicker, start === 0 ? "Showreels" : "Showreels (continued)");
    reels.slice(start, start + PER_SLIDE).forEach((reel, i) => {
      const box = {
        x: MARGIN + (i % COLUMNS) * (width + GAP),
        y: BODY_TOP + Math.floor(i / COLUMNS) * (CARD_HEIGHT + GAP),
        w: width,
        h: CARD_HEIGHT,
      };
      addShowreel(slide, reel, linksAsked, box);
    });
    addFooter(slide, head.source);
  }
}
