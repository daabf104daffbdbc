import { brandMarkSvg, PRODUCT_NAME } from "@/lib/brand";
import { escapeHtml } from "../util/text";
import { STYLE } from "./page-html";

const FORM_STYLE = `${STYLE}
.locked{max-width:26rem;margin:12vh auto 0;padding:2rem;border-radius:12px;background:#212529}
.locked h1{font-size:1.5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;border-radius:8px;border:1px solid #6c757d;background:#16191d;color:#fff;font:inherit}
button{margin-top:1rem;padding:.625rem 1.25rem;border:0;border-radius:8px;background:#ff7a59;color:#16191d;font:inherit;font-weight:700;cursor:pointer}
.error{margin:.5rem 0 0;color:#ffb4a2}`;

/**
 * The page a password-protected share link shows until its password is entered: a plain form that
 * posts to the link's own address (no script needed), and nothing of the reel (no title, poster or
 * description), so neither a crawler nor a share card learns anything of it.
 */
export function sharePasswordHtml(action: string, error: string | null): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="share-password-error"' : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Protected showreel · ${PRODUCT_NAME}</title>
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><style>${FORM_STYLE}</style></head>
<body><header class="bar"><span class="brand">${brandMarkSvg(28)}${PRODUCT_NAME}</span></header><main id="main">
<section class="locked"><p class="kicker">Showreel</p><h1>This showreel is protected</h1>
<p>Enter the password you were given to watch it.</p>
<form method="post" action="${escapeHtml(action)}"><label for="share-password">Password</label>
<input id="share-password" name="password" type="password" autocomplete="current-password" required autofocus${invalid}>
${error ? `<p class="error" id="share-password-error" role="alert">${escapeHtml(error)}</p>` : ""}
<button type="submit">Watch</button></form></section></main></body></html>`;
}
