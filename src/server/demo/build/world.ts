/** The whole demo world, computed from the content modules. Pure and deterministic. */
import { clients, roles, users } from "../content/clients-and-users";
import { projects } from "../content/projects";
import { studies } from "../content/studies";
import { studyTypes } from "../content/study-types";
import { studyTemplates } from "../content/templates";
import { buildStudy } from "./study";
import type { DemoWorld } from "./types";

/** Builds the demo world; two calls return deep-equal values. */
export function buildDemoWorld(): DemoWorld {
  return {
    studyTypes,
    templates: studyTemplates,
    clients,
    roles,
    users,
    projects,
    studies: studies.map(buildStudy),
  };
}
