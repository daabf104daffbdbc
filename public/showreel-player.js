// The one script of public showreel pages (src/components/showreels/PublicPlayer.astro): keyboard
// shortcuts on the video, and the spec's message in its place once its media stops answering (the
// showreel was unpublished while someone watched). A static file, so the page's CSP needs no
// inline script and browsers cache it across showreels.
for (const figure of document.querySelectorAll("[data-showreel-player]")) {
  const video = figure.querySelector("video");
  if (!video) continue;
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
      const track = video.textTracks[0];
      if (track) track.mode = track.mode === "showing" ? "hidden" : "showing";
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
