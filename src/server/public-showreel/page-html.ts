import { brandMarkSvg, PRODUCT_NAME } from "@/lib/brand";
import { messages } from "@/lib/messages";
import { paths } from "@/lib/paths";
import type { PublicShowreel } from "@/lib/schemas/showreel";
import { SHOWREEL_CAPTION_LANGUAGES, SUBTITLE_TRACKS } from "@/lib/constants";
import { publicPosterPath } from "../services/showreels/public-showreel";
import { escapeHtml } from "../util/text";

/** A published showreel (or shared participant video) as its pages show it. */
export interface PublishedShowreel {
  showreel: PublicShowreel;
  /** A participant video's link shows the same page in its own words; its description is its study's title. */
  kind?: "showreel" | "video";
  indexable: boolean;
  publishedAt: Date;
  /** A share link that lets viewers download the reel (the plain public link never does). */
  allowDownload?: boolean;
}

// The whole stylesheet of the page, inline: no render-blocking request before the first paint (the
// password page of a protected share link wears it too).
export const STYLE = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;background:#16191d;color:#e9ecef;-webkit-text-size-adjust:100%}
body{margin:0}main{max-width:960px;margin:0 auto;padding:2.5rem 1.25rem 3rem}
.bar{max-width:960px;margin:0 auto;padding:1.25rem 1.25rem 0}.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:#fff}
.kicker{margin:0 0 .25rem;font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:#adb5bd}
h1{font-size:clamp(1.5rem,4vw,2.25rem);line-height:1.2;margin:0 0 1rem;color:#fff}
figure{margin:0;display:grid;gap:.5rem}
video,.pending,.showreel-gone{display:block;width:100%;height:auto;aspect-ratio:16/9;background:#000;border-radius:12px}
.pending,.showreel-gone{display:grid;place-items:center;margin:0;padding:1rem;text-align:center;color:#fff}
.hint{font-size:.8rem;color:#adb5bd}.download{color:#ffb4a2}.description{margin:1rem 0 0;max-width:70ch;color:#dee2e6}
.missing{margin-top:20vh;padding:2rem;border-radius:12px;background:#212529;text-align:center}
:focus-visible{outline:3px solid #ff7a59;outline-offset:2px}
@media (max-width:600px){main{padding:1rem .75rem 2rem}.bar{padding:1rem .75rem 0}.hint{display:none}}`;

// The embeddable player (oEmbed's iframe): the video fills the frame, nothing else shows.
const EMBED_STYLE = `${STYLE}
html,body{height:100%;background:#000}main{max-width:none;height:100%;padding:0}figure,article{height:100%}
video,.pending,.showreel-gone{height:100%;aspect-ratio:auto;border-radius:0}.hint{display:none}
.missing{margin:0;height:100%;display:grid;place-content:center;border-radius:0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

// The page's words for what it shares.
const WORDS = {
  showreel: {
    kicker: "Showreel",
    fallbackDescription: "A showreel of research interview highlights.",
    description: (text: string) => text,
    preparing: "This showreel is being prepared. Reload the page in a few seconds.",
    failed: "This showreel could not be prepared.",
    download: "Download the showreel",
  },
  video: {
    kicker: "Participant video",
    fallbackDescription: "A research interview video.",
    description: (study: string) => `From the study “${study}”.`,
    preparing: "This video is being prepared. Reload the page in a few seconds.",
    failed: "This video could not be prepared.",
    download: "Download the video",
  },
};

const wordsOf = (found: PublishedShowreel) => WORDS[found.kind ?? "showreel"];

const tag = (name: string, attrs: Record<string, string | null | undefined>) =>
  `<${name}${Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeHtml(v!)}"`))
    .join("")}>`;

/**
 * Share-card tags (Open Graph, Twitter), oEmbed discovery and schema.org VideoObject data, with
 * absolute addresses. The image is the poster's lasting address: a card is fetched days later.
 */
function shareTags(found: PublishedShowreel, pageUrl: string, origin: string): string {
  const { showreel } = found;
  const abs = (path: string | null) => (path ? new URL(path, origin).href : null);
  const image = showreel.thumbnail ? abs(publicPosterPath(showreel.id)) : null;
  const video = abs(showreel.combined_url);
  const words = wordsOf(found);
  const description = showreel.description ? words.description(showreel.description) : words.fallbackDescription;
  const meta = (key: "property" | "name", name: string, content: string | null) =>
    content === null ? "" : tag("meta", { [key]: name, content });
  return [
    meta("name", "description", description),
    meta("property", "og:type", "video.other"),
    meta("property", "og:title", showreel.title),
    meta("property", "og:description", description),
    meta("property", "og:url", pageUrl),
    meta("property", "og:image", image),
    image ? meta("property", "og:image:width", "640") + meta("property", "og:image:height", "360") : "",
    meta("property", "og:video", video),
    video ? meta("property", "og:video:type", "video/mp4") : "",
    video ? meta("property", "og:video:width", "640") + meta("property", "og:video:height", "360") : "",
    meta("name", "twitter:card", video ? "player" : "summary_large_image"),
    meta("name", "twitter:title", showreel.title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    video ? meta("name", "twitter:player", pageUrl) + meta("name", "twitter:player:stream", video) : "",
    video ? meta("name", "twitter:player:width", "640") + meta("name", "twitter:player:height", "360") : "",
    showreel.thumbnail
      ? tag("link", { rel: "preload", as: "image", href: showreel.thumbnail, fetchpriority: "high" })
      : "",
    tag("link", {
      rel: "alternate",
      type: "application/json+oembed",
      href: `${origin}/api/oembed?${new URLSearchParams({ url: pageUrl, format: "json" })}`,
      title: showreel.title,
    }),
    videoObject(found, pageUrl, image, abs(paths.publicShowreelEmbed(showreel.id))!, description),
  ].join("");
}

/** schema.org VideoObject (JSON-LD) for search engines; data, not script, so the CSP allows it. */
function videoObject(
  found: PublishedShowreel,
  pageUrl: string,
  image: string | null,
  embedUrl: string,
  description: string,
): string {
  const { showreel } = found;
  const data = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: showreel.title,
    description,
    url: pageUrl,
    embedUrl,
    uploadDate: found.publishedAt.toISOString(),
    ...(image ? { thumbnailUrl: [image] } : {}),
    ...(showreel.duration !== null ? { duration: `PT${Math.max(1, Math.round(showreel.duration))}S` } : {}),
  };
  // "<" escaped, so no value can close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/** The player: a native <video> that plays before any script runs; the poster is the largest paint. */
function player(found: PublishedShowreel): string {
  const { showreel, allowDownload } = found;
  const words = wordsOf(found);
  if (!showreel.combined_url) {
    const text = showreel.status === "ERROR" ? words.failed : words.preparing;
    return `<p class="pending" role="status">${text}</p>`;
  }
  // Every caption language the reel has, its own first and shown by default; the others to switch to.
  const own = showreel.caption_language;
  const languages = [own, ...SHOWREEL_CAPTION_LANGUAGES.filter((language) => language !== own)];
  const track = languages
    .map((language) => {
      const source = showreel.subtitle_tracks[language];
      if (!source) return "";
      return tag("track", {
        kind: "subtitles",
        ...SUBTITLE_TRACKS[language],
        src: source.url,
        default: language === own ? "" : null,
      });
    })
    .join("");
  const video = tag("video", {
    controls: "",
    playsinline: "",
    preload: "metadata",
    poster: showreel.thumbnail,
    src: showreel.combined_url,
    "aria-label": `${words.kicker}: ${showreel.title}`,
    // The browser's own download entry too follows the link's "allow download".
    controlslist: allowDownload ? null : "nodownload",
    width: "640",
    height: "360",
  });
  return `<figure data-showreel-player data-missing="${escapeHtml(messages.publicShowreelMissing)}">${video}${track}</video>
<figcaption class="hint">Space or K plays and pauses, C turns subtitles on and off, F goes full screen.</figcaption></figure>${
    allowDownload
      ? `<p><a class="download" href="${escapeHtml(showreel.combined_url)}" download>${words.download}</a></p>`
      : ""
  }
<script type="module" src="/showreel-player.js"></script>`;
}

/**
 * The whole public showreel document (or the spec's missing-showreel message): server-rendered,
 * inline styles, one small static script. `indexable` false adds noindex; no referrer ever.
 */
export function publicShowreelHtml(
  found: PublishedShowreel | null,
  pageUrl: string,
  origin: string,
  embed = false,
): string {
  const title = found ? found.showreel.title : "Showreel";
  const head = [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>`,
    '<meta name="referrer" content="no-referrer">',
    // The embed is the page's player, not a page of its own for search engines.
    found?.indexable && !embed ? "" : '<meta name="robots" content="noindex">',
    found && !embed ? shareTags(found, pageUrl, origin) : "",
    `<style>${embed ? EMBED_STYLE : STYLE}</style>`,
  ].join("");
  const body = found
    ? embed
      ? // The frame shows only the video; its heading is for screen readers, who land in it.
        `<article aria-label="${escapeHtml(title)}"><h1 class="sr-only">${escapeHtml(title)}</h1>${player(found)}</article>`
      : `<article><p class="kicker">${wordsOf(found).kicker}</p><h1>${escapeHtml(title)}</h1>${player(found)}${
          found.showreel.description
            ? `<p class="description">${escapeHtml(wordsOf(found).description(found.showreel.description))}</p>`
            : ""
        }</article>`
    : `<section class="missing" role="alert"><h1>Showreel</h1><p>${escapeHtml(messages.publicShowreelMissing)}</p></section>`;
  const bar = embed ? "" : `<header class="bar"><span class="brand">${brandMarkSvg(28)}${PRODUCT_NAME}</span></header>`;
  return `<!doctype html><html lang="en"><head>${head}</head><body>${bar}<main id="main">${body}</main></body></html>`;
}
