import { access } from "node:fs/promises";

export interface Fonts {
  regular: string;
  bold: string;
}

// DejaVu first (Debian/Ubuntu fonts-dejavu-core, then Fedora and Arch layouts); the rest are
// look-alikes on systems without it. Text wrapping assumes DejaVu-like glyph widths.
const CANDIDATES: Fonts[] = [
  ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
  ["/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf"],
  ["/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"],
  ["/usr/share/fonts/TTF/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"],
  [
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  ],
  ["/System/Library/Fonts/Supplemental/Arial.ttf", "/System/Library/Fonts/Supplemental/Arial Bold.ttf"],
  ["/Library/Fonts/Arial.ttf", "/Library/Fonts/Arial Bold.ttf"],
  ["C:\\Windows\\Fonts\\arial.ttf", "C:\\Windows\\Fonts\\arialbd.ttf"],
].map(([regular = "", bold = ""]) => ({ regular, bold }));

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

let found: Promise<Fonts> | undefined;

/**
 * The fonts for on-screen text: the first installed candidate (bold falls back to regular).
 * Throws a readable error naming the package to install when none is present.
 */
export function findFonts(): Promise<Fonts> {
  found ??= (async () => {
    for (const candidate of CANDIDATES) {
      if (!(await exists(candidate.regular))) continue;
      const bold = (await exists(candidate.bold)) ? candidate.bold : candidate.regular;
      return { regular: candidate.regular, bold };
    }
    throw new Error(
      "No font for on-screen text was found: install DejaVu Sans (Debian: apt-get install fonts-dejavu-core); " +
        `looked for ${CANDIDATES.map((c) => c.regular).join(", ")}`,
    );
  })().catch((error: unknown) => {
    found = undefined;
    throw error;
  });
  return found;
}
