/**
 * A study material image (concept board, pack visual, shelf): a coloured board with the
 * material's title and caption, drawn by ffmpeg and cached by content hash like the videos.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { runFfmpeg } from "../../media/ffmpeg";
import { findFonts } from "../../media/fonts";

export interface Stimulus {
  title: string;
  caption: string;
}

const VERSION = "stimulus-1";
const COLOURS = ["0x2f5d50", "0x3b5b92", "0x7a4e2d", "0x5b3f6e", "0x2e6f8e", "0x6b6b2f"];

/** Places the image of `stimulus` at `target`, rendering it into the cache first if needed. */
export async function renderStimulusCached(stimulus: Stimulus, target: string, cacheDir: string): Promise<void> {
  const fonts = await findFonts();
  const key = createHash("sha256").update(JSON.stringify({ VERSION, stimulus, fonts })).digest("hex");
  const cached = path.join(cacheDir, "stimuli", `${key}.png`);
  const exists = await fs.stat(cached).then(
    (s) => s.size > 0,
    () => false,
  );
  if (!exists) {
    await fs.mkdir(path.dirname(cached), { recursive: true });
    const work = await fs.mkdtemp(path.join(path.dirname(cached), ".work-"));
    try {
      await fs.writeFile(path.join(work, "title.txt"), stimulus.title);
      await fs.writeFile(path.join(work, "caption.txt"), stimulus.caption);
      const colour = COLOURS[Number.parseInt(key.slice(0, 6), 16) % COLOURS.length] ?? "0x2f5d50";
      const text = "fontcolor=white:expansion=none:x=(w-text_w)/2";
      const filter = [
        `drawbox=x=60:y=60:w=iw-120:h=ih-120:color=white@0.15:t=fill`,
        `drawtext=fontfile='${fonts.bold}':textfile=title.txt:fontsize=44:${text}:y=h/2-70`,
        `drawtext=fontfile='${fonts.regular}':textfile=caption.txt:fontsize=26:${text}:y=h/2+10`,
      ].join(",");
      // Written under a temp name and renamed: a killed render never leaves a half image in the cache.
      await runFfmpeg(
        ["-y", "-f", "lavfi", "-i", `color=c=${colour}:s=1200x800`, "-vf", filter, "-frames:v", "1", "file:out.png"],
        { cwd: work },
      );
      await fs.rename(path.join(work, "out.png"), cached);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const staging = `${target}.${process.pid}.part`;
  await fs.link(cached, staging).catch(() => fs.copyFile(cached, staging));
  await fs.rename(staging, target);
}
