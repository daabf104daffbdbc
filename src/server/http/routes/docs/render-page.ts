import type { OpenApiDocument } from "../../openapi/document";
import { escapeHtml } from "@/server/util/text";
import { isRef, renderSchema, richText } from "./render-schema";
import { referenceStyles } from "./styles";

type PathItem = NonNullable<OpenApiDocument["paths"]>[string];
type Operation = NonNullable<PathItem["get"]>;
type Entry = { method: string; path: string; operation: Operation; anchor: string };
type Components = NonNullable<NonNullable<OpenApiDocument["components"]>["schemas"]>;

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"] as const;

/** The whole API reference page: no script, styles inline, anchors per operation. */
export function renderReference(document: OpenApiDocument): string {
  const components = document.components?.schemas ?? {};
  const groups = groupByTag(document);
  const nav = [...groups]
    .map(([tag, entries]) => `<li>${escapeHtml(tag)}<ul>${entries.map(navItem).join("")}</ul></li>`)
    .join("");
  const sections = [...groups].map(([tag, entries]) => {
    const about = document.tags?.find((t) => t.name === tag)?.description;
    return `<section class="tag" id="tag-${slug(tag)}"><h2>${escapeHtml(tag)}</h2>${about ? `<p>${richText(about)}</p>` : ""}${entries
      .map((entry) => renderOperation(entry, components))
      .join("")}</section>`;
  });
  const { title, version, description } = document.info;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} ${escapeHtml(version)}</title><style>${referenceStyles}</style></head><body>
<nav><p class="brand">${escapeHtml(title)} <small>${escapeHtml(version)}</small></p><ul>${nav}</ul><p><a href="openapi.json">openapi.json</a></p></nav>
<main><h1>${escapeHtml(title)} <small>${escapeHtml(version)} · OpenAPI ${escapeHtml(document.openapi)}</small></h1>${description ? `<p>${richText(description)}</p>` : ""}${sections.join("")}</main>
</body></html>`;
}

function groupByTag(document: OpenApiDocument): Map<string, Entry[]> {
  // Tags listed in the document come first, in its order; others follow alphabetically.
  const order = (document.tags ?? []).map((t) => t.name);
  const groups = new Map<string, Entry[]>(order.map((name) => [name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const anchor = slug(operation.operationId ?? `${method}-${path}`);
      for (const tag of operation.tags?.length ? operation.tags : ["Other"]) {
        if (!groups.has(tag)) groups.set(tag, []);
        groups.get(tag)?.push({ method, path, operation, anchor });
      }
    }
  }
  const named = [...groups].filter(([, entries]) => entries.length > 0);
  const listed = named.filter(([tag]) => order.includes(tag));
  const others = named.filter(([tag]) => !order.includes(tag)).sort(([a], [b]) => a.localeCompare(b));
  return new Map([...listed, ...others]);
}

function navItem({ method, path, anchor }: Entry): string {
  return `<li><a href="#${anchor}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`;
}

function renderOperation({ method, path, operation, anchor }: Entry, components: Components): string {
  const head = `<h3><a class="anchor" href="#${anchor}">#</a> <span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`;
  const summary = operation.summary ? `<p class="summary">${richText(operation.summary)}</p>` : "";
  const description = operation.description ? `<p>${richText(operation.description)}</p>` : "";
  return `<article class="operation" id="${anchor}">${head}${summary}${description}${renderParameters(operation, components)}${renderBody(operation, components)}${renderResponses(operation, components)}</article>`;
}

function renderParameters(operation: Operation, components: Components): string {
  const rows = (operation.parameters ?? []).map((p) => {
    if (isRef(p)) return "";
    const type = p.schema ? renderSchema(p.schema, components) : "";
    const required = p.required ? '<span class="req">required</span>' : "";
    return `<tr><td><code>${escapeHtml(p.name)}</code> ${required}</td><td><code>${escapeHtml(p.in)}</code></td><td>${type}${p.description ? richText(p.description) : ""}</td></tr>`;
  });
  if (!rows.length) return "";
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Schema</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function renderBody(operation: Operation, components: Components): string {
  const body = operation.requestBody;
  if (!body || isRef(body)) return "";
  const required = body.required ? ' <span class="req">required</span>' : "";
  return `<h4>Request body${required}</h4>${body.description ? `<p>${richText(body.description)}</p>` : ""}${renderContent(body.content, components)}`;
}

function renderResponses(operation: Operation, components: Components): string {
  const items = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    if (isRef(response)) return "";
    const kind = status.startsWith("2") ? "ok" : status.startsWith("3") ? "redirect" : "error";
    return `<li><span class="status ${kind}">${escapeHtml(status)}</span> ${richText(response.description ?? "")}${renderContent(response.content, components)}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join("")}</ul>`;
}

function renderContent(
  content: Record<string, { schema?: Components[string] }> | undefined,
  components: Components,
): string {
  return Object.entries(content ?? {})
    .map(
      ([type, media]) =>
        `<div class="media"><span class="content-type">${escapeHtml(type)}</span>${media.schema ? renderSchema(media.schema, components) : ""}</div>`,
    )
    .join("");
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "operation"
  );
}
