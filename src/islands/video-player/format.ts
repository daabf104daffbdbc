/** The page address of one video, as "Copy link" copies it. */
export function videoLink(pageUrl: string, videoId: number): string {
  const url = new URL(pageUrl);
  url.search = "";
  url.searchParams.set("video", String(videoId));
  return url.toString();
}
