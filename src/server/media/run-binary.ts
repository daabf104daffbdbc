import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";

/**
 * The niceness of ffmpeg and ffprobe: media are made in the background (demo videos at the first
 * start, reels, uploads' checks), so with every core busy the web processes answer people first.
 */
export const MEDIA_NICENESS = 10;

export interface RunOptions {
  signal?: AbortSignal;
  /** Working folder of the process; lets filter scripts name their files without path escaping. */
  cwd?: string;
}

/** A failed ffmpeg or ffprobe run; `stderr` keeps the tail of its log for callers that parse it. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

const STDERR_LINES = 12;

/** Runs a binary to completion, resolving with its stderr or rejecting with the last stderr lines. */
export function runBinary(
  binary: string,
  args: string[],
  options: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { cwd: options.cwd, signal: options.signal, stdio: ["ignore", "pipe", "pipe"] });
    try {
      if (child.pid) setPriority(child.pid, MEDIA_NICENESS);
    } catch {
      // Gone already (a quick run), or not allowed here: it runs at normal priority.
    }
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    // Only the tail matters for errors; cap it so a chatty run cannot grow memory without bound.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-64_000)));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolve({ stdout, stderr });
      const tail = stderr.trim().split("\n").slice(-STDERR_LINES).join("\n");
      const name = path.basename(binary);
      reject(new FfmpegError(`${name} failed (${signal ?? `exit ${code}`}): ${tail || "no output"}`, stderr));
    });
  });
}
