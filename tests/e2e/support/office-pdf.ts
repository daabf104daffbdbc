import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Renders an office file's pages to PNG the way a person would open it: LibreOffice headless to
 * PDF, then pdftoppm. Answers the PNG files in page order (in `outDir`).
 */
export async function renderPages(file: string, outDir: string): Promise<string[]> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "lo-profile-"));
  try {
    await run(
      "soffice",
      [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", "pdf", "--outdir", outDir, file],
      { timeout: 120_000 },
    );
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  const pdf = path.join(outDir, `${path.basename(file, path.extname(file))}.pdf`);
  await run("pdftoppm", ["-r", "80", "-png", pdf, path.join(outDir, "page")]);
  return (await readdir(outDir))
    .filter((name) => name.startsWith("page") && name.endsWith(".png"))
    .sort()
    .map((name) => path.join(outDir, name));
}
