/** What an export menu exports: a study or a project, by id, with the title its dialog names. */
export interface ExportTarget {
  kind: "study" | "project";
  id: number;
  title: string;
}
