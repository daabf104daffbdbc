// The one script of public showreel pages (src/components/showreels/PublicPlayer.astro): keyboard
// shortcuts on the video, and the spec's message in its place once its media stops answering (the
// showreel was unpublished while someone watched). A static file, so the page's CSP needs no
// inline script and browsers cache it across showreels.
for (const figure of document.querySelectorAll("[data-showreel-player]")) {
  const video = figure.querySelector("video");
  if (!video) continue;
  let lastShown = null;
  video.addEventListener("error", () => {
    const note = document.createElement("p");
    note.className = "showreel-gone";
    note.setAttribute("role", "alert");
    note.textContent = figure.dataset.missing || "";
    video.replaceWith(note);
  });
  video.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === "c") {
      // Off, or back on in the language last shown (the reel's own language at first).
      const tracks = Array.from(video.textTracks);
      const showing = tracks.find((track) => track.mode === "showing");
      if (showing) {
        lastShown = showing;
        showing.mode = "hidden";
      } else {
        const next = lastShown || tracks[0];
        if (next) next.mode = "showing";
      }
    } else if (key === "f") {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void video.requestFullscreen();
    } else if (key === "k") {
      if (video.paused) void video.play();
      else video.pause();
    } else return;
    event.preventDefault();
  });
}

// View beacons of share links: seconds actually played on this page load, posted with
// navigator.sendBeacon once they pass 3 s, then at most every 10 s, and when the page is left.
// The server ignores beacons of plain links and of links that no longer answer.
const shareLink = /^\/public\/showreels\/(?:v3\/)?([A-Za-z0-9_-]{22,64})(?:\/embed)?\/?$/.exec(location.pathname);
const reel = document.querySelector("[data-showreel-player] video");
if (shareLink && reel && navigator.sendBeacon) {
  const view = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  let played = 0;
  let last = null;
  let sentAt = 0;
  let sentPlayed = 0;
  const send = () => {
    if (played < 3 || played === sentPlayed) return;
    sentAt = Date.now();
    sentPlayed = played;
    const body = new URLSearchParams({ view, played: played.toFixed(1) });
    navigator.sendBeacon(`/api/v1/public/share_links/${shareLink[1]}/views`, body);
  };
  reel.addEventListener("timeupdate", () => {
    const now = reel.currentTime;
    // Only time that played counts: a seek jumps, it is not watched.
    if (last !== null && !reel.paused && now > last && now - last < 2) played += now - last;
    last = now;
    if (played >= 3 && Date.now() - sentAt >= 10_000) send();
  });
  reel.addEventListener("seeking", () => (last = null));
  addEventListener("pagehide", send);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
}
