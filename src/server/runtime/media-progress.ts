/**
 * The console's word on interview videos still being made after a first start (the worker renders
 * them behind the served portal): one progress bar with an estimate on a terminal, redrawn in
 * place; a plain line at each quarter when stdout is not a terminal (a log file, systemd).
 */
import { db } from "../db/client";
import { videosPreparing } from "../services/videos/preparing";

const BAR_WIDTH = 24;
const POLL_MS = 1000;

export interface Progress {
  ready: number;
  total: number;
  /** Videos made since watching began, and the milliseconds that took: the estimate's rate. */
  made: number;
  elapsedMs: number;
}

/** "about 40 s left" from the rate so far; nothing before the first video is made. */
function estimate({ ready, total, made, elapsedMs }: Progress): string {
  if (made === 0) return "estimating…";
  const seconds = Math.ceil(((total - ready) * elapsedMs) / made / 1000);
  return seconds >= 90 ? `about ${Math.ceil(seconds / 60)} min left` : `about ${seconds} s left`;
}

/** The terminal's bar: `Demo videos [██████░░░░…] 12/48 · about 40 s left`. */
export function progressBar(progress: Progress): string {
  const filled = Math.round((progress.ready / progress.total) * BAR_WIDTH);
  const bar = "█".repeat(filled) + "░".repeat(BAR_WIDTH - filled);
  return `Demo videos [${bar}] ${progress.ready}/${progress.total} · ${estimate(progress)}`;
}

/** A log's line: `Demo videos: 12 of 48 ready, about 40 s left`. */
export function progressLine(progress: Progress): string {
  return `Demo videos: ${progress.ready} of ${progress.total} ready, ${estimate(progress)}`;
}

/**
 * Watches the videos being made until all are ready, then says how long it took. Silent when
 * nothing is pending, unless `seeded` (this start seeded them: the line is then said even when a
 * warm render cache made them ready at once). Returns a stop (Ctrl-C), which ends a half-drawn
 * bar's line.
 */
export function watchMediaProgress(
  say: (line: string) => void,
  { seeded, out = process.stdout }: { seeded: boolean; out?: NodeJS.WriteStream },
): () => void {
  const started = Date.now();
  let first: number | undefined;
  let quarter = -1;
  let drawn = false;
  const tick = async () => {
    const counts = await videosPreparing(db()).catch(() => undefined);
    if (counts === undefined) return; // the database is briefly away: the next tick tries again
    if (counts === null) {
      stop();
      if (first !== undefined || seeded) say(`All demo videos ready, ${process.uptime().toFixed(1)} s after the start`);
      return;
    }
    first ??= counts.ready;
    const progress = { ...counts, made: counts.ready - first, elapsedMs: Date.now() - started };
    if (out.isTTY) {
      out.write(`\r\x1b[2K[portal] ${progressBar(progress)}`);
      drawn = true;
    } else if (Math.floor((counts.ready / counts.total) * 4) > quarter) {
      quarter = Math.floor((counts.ready / counts.total) * 4);
      say(progressLine(progress));
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  void tick();
  function stop() {
    clearInterval(timer);
    if (drawn) out.write("\n");
    drawn = false;
  }
  return stop;
}
