import type { OpenApiDocument } from "./document";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Structural problems of an OpenAPI 3.1 document, empty when it is sound. No JSON Schema
 * validator for 3.1 (draft 2020-12) ships with the project, so this checks the rules that
 * route authors can break: version, info, every operation answering something with a
 * description, path parameters declared and required, operation ids unique, every $ref resolving.
 */
export function documentProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is "${document.openapi}", not 3.1.x`);
  if (!document.info?.title || !document.info?.version) problems.push("info.title and info.version are required");
  const paths = document.paths ?? {};
  if (Object.keys(paths).length === 0) problems.push("no paths");
  const operationIds = new Set<string>();

  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/")) problems.push(`${path}: paths start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: bad status ${status}`);
        if (!("$ref" in response) && !response.description) problems.push(`${where} ${status}: no description`);
      }
      if (operation.operationId) {
        if (operationIds.has(operation.operationId))
          problems.push(`${where}: duplicate operationId ${operation.operationId}`);
        operationIds.add(operation.operationId);
      }
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      for (const name of templated) {
        const declared = parameters.find((p) => !("$ref" in p) && p.in === "path" && p.name === name);
        if (!declared) problems.push(`${where}: path parameter {${name}} is not declared`);
        else if (!("$ref" in declared) && declared.required !== true)
          problems.push(`${where}: {${name}} must be required`);
      }
    }
  }
  for (const ref of collectRefs(document as unknown as Json)) {
    if (!resolves(document as unknown as Json, ref)) problems.push(`unresolved $ref ${ref}`);
  }
  return problems;
}

function collectRefs(node: Json, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => collectRefs(child, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.add(value);
      else collectRefs(value, found);
    }
  }
  return found;
}

function resolves(document: Json, ref: string): boolean {
  if (!ref.startsWith("#/")) return false;
  let node: Json | undefined = document;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    node = node && typeof node === "object" && !Array.isArray(node) ? node[key] : undefined;
  }
  return node !== undefined;
}
