import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ref } from "./columns";
import { stimuliType, studyRecruitMethod } from "./enums";

export const studyTypes = pgTable("study_types", {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  position: integer().notNull().default(0),
});

/** A template's study design: sections tied to objectives, each with its tasks. */
export interface TemplateDesign {
  sections: {
    objective: number; // index into objectives
    text: string;
    tasks: {
      type: string;
      text: string;
      explainer?: boolean;
      options?: string[];
      scale?: number;
      subtasks?: { type: string; text: string; options?: string[] }[];
    }[];
  }[];
}

/** The expert-written template library of the marketplace (001 §3 Study template). */
export const studyTemplates = pgTable("study_templates", {
  id: id(),
  templateId: text().notNull().unique(),
  studyTypeId: ref().references(() => studyTypes.id, { onDelete: "set null" }),
  title: text().notNull(),
  purpose: text().notNull(),
  stimuliType: stimuliType().notNull().default("ANY"),
  minStimuliCount: integer().notNull().default(0),
  maxStimuliCount: integer().notNull().default(5),
  filters: jsonb().$type<Record<string, string[]>>().notNull().default({}),
  objectives: jsonb().$type<string[]>().notNull().default([]),
  studyDesign: jsonb().$type<TemplateDesign>().notNull().default({ sections: [] }),
  recruitMethod: studyRecruitMethod().notNull().default("SPECIALIST"),
  customCriteria: text(),
  brief: text(),
  qualityAssurance: boolean().notNull().default(false),
  countryLanguages: jsonb().$type<{ country: string; language_code: string }[]>().notNull().default([]),
  recommended: boolean().notNull().default(false),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});
