import type { StudyListFilters } from "@/lib/api/studies";
import { DISPLAY_STATUS_CODES } from "@/lib/constants";
import { statusLabel } from "@/lib/study-status";
import { FilterBar, SearchBox } from "@/lib/ui/FilterBar";
import { LabeledSelect } from "@/lib/ui/LabeledSelect";
import styles from "./StudyList.module.css";

export interface FilterOptions {
  projects: { id: number; name: string }[];
  types: { id: number; name: string }[];
  templates: { id: number; name: string }[];
  tags: string[];
}

interface Props {
  filters: StudyListFilters;
  options: FilterOptions;
  onChange(filters: StudyListFilters): void;
}

// The options arrive as {id, name}; the select lists {id, label}.
const named = (list: { id: number; name: string }[]) => list.map(({ id, name }) => ({ id, label: name }));

/** Search box and filter selects of the study list; every control is a labelled native element. */
export function StudyFilters({ filters, options, onChange }: Props) {
  const set = <K extends keyof StudyListFilters>(key: K, value: StudyListFilters[K] | undefined) =>
    onChange({ ...filters, [key]: value === "" ? undefined : value });
  const asId = (value: string) => (value ? Number(value) : undefined);

  return (
    <FilterBar>
      <SearchBox label="Search studies" value={filters.q ?? ""} onChange={(q) => set("q", q)} />
      <LabeledSelect
        label="Project"
        value={filters.project_id}
        onChange={(v) => set("project_id", asId(v))}
        items={named(options.projects)}
      />
      <LabeledSelect
        label="Study type"
        value={filters.type_id}
        onChange={(v) => set("type_id", asId(v))}
        items={named(options.types)}
      />
      <LabeledSelect
        label="Template"
        value={filters.template_id}
        onChange={(v) => set("template_id", asId(v))}
        items={named(options.templates)}
      />
      <LabeledSelect
        label="Tag"
        value={filters.tag}
        onChange={(v) => set("tag", v)}
        items={options.tags.map((tag) => ({ id: tag, label: tag }))}
      />
      <LabeledSelect
        label="Status"
        value={filters.status}
        onChange={(v) => set("status", v as StudyListFilters["status"])}
        items={DISPLAY_STATUS_CODES.map((code) => ({ id: code, label: statusLabel(code) }))}
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={filters.ai === true}
          onChange={(e) => set("ai", e.target.checked ? true : undefined)}
        />
        Created with Bloom
      </label>
    </FilterBar>
  );
}
