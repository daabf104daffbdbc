/** CSS of the API reference page: plain, readable, printable, light and dark. */
export const referenceStyles = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6475; --line: #d9dde5; --bg: #fff; --panel: #f6f7f9;
  --get: #1f6feb; --post: #1a7f37; --put: #9a6700; --patch: #8250df; --delete: #cf222e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e8ee; --muted: #9aa3b5; --line: #343a46; --bg: #14171c; --panel: #1c2027; } }
* { box-sizing: border-box; }
body { margin: 0; display: grid; grid-template-columns: 18rem 1fr; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; border-right: 1px solid var(--line); background: var(--panel); font-size: 13px; }
nav ul { list-style: none; padding-left: 0; margin: .25rem 0 1rem; } nav ul ul { margin: .25rem 0 .5rem .25rem; }
nav a { color: inherit; text-decoration: none; display: flex; gap: .4em; align-items: baseline; padding: 1px 0; word-break: break-all; } nav a:hover { text-decoration: underline; }
.brand { font-weight: 600; font-size: 15px; margin-top: 0; }
main { padding: 1.5rem 2rem 4rem; max-width: 70rem; min-width: 0; }
h1 small, .brand small { color: var(--muted); font-weight: 400; font-size: .7em; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; margin: 0 0 .25rem; } h4 { margin: 1rem 0 .25rem; font-size: .9rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.operation { border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; scroll-margin-top: 1rem; }
.operation:target { outline: 2px solid var(--get); }
.anchor { color: var(--muted); text-decoration: none; }
.method { display: inline-block; flex: none; min-width: 4.2em; text-align: center; border-radius: 4px; padding: 0 .35em; color: #fff; font: 600 12px/1.7 ui-monospace, monospace; background: var(--muted); }
.method.get { background: var(--get); } .method.post { background: var(--post); } .method.put { background: var(--put); }
.method.patch { background: var(--patch); } .method.delete { background: var(--delete); }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; } .summary { margin: .25rem 0; font-weight: 500; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: .35rem .5rem; font-size: 14px; }
.schema { margin: .25rem 0; } .type { font: 13px ui-monospace, monospace; color: var(--patch); } .notes { color: var(--muted); font-size: 13px; }
.req { color: var(--delete); font-size: 12px; }
.props, .variants { margin: .25rem 0; padding-left: 1.25rem; border-left: 2px solid var(--line); } .props { list-style: none; }
.responses { list-style: none; padding: 0; } .responses > li { margin: .5rem 0; }
.status { font: 600 13px ui-monospace, monospace; padding: 0 .35em; border-radius: 4px; background: var(--panel); border: 1px solid var(--line); }
.status.ok { color: var(--post); } .status.error { color: var(--delete); }
.media { margin: .25rem 0 .25rem 1rem; } .content-type { color: var(--muted); font-size: 12px; }
@media (max-width: 800px) { body { display: block; } nav { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
`;
