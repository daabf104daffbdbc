import type { StudyListFilters } from "@/lib/api/studies";
import { DISPLAY_STATUS_CODES } from "@/lib/constants";
import { statusLabel } from "@/lib/study-status";
import filterBar from "@/lib/ui/FilterBar.module.css";
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

/** Search box and filter selects of the study list; every control is a labelled native element. */
export function StudyFilters({ filters, options, onChange }: Props) {
  const set = <K extends keyof StudyListFilters>(key: K, value: StudyListFilters[K] | undefined) =>
    onChange({ ...filters, [key]: value === "" ? undefined : value });
  const asId = (value: string) => (value ? Number(value) : undefined);

  return (
    <form className={filterBar.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <label className={filterBar.search}>
        <span className="visually-hidden">Search studies</span>
        <input
          className={filterBar.control}
          type="search"
          placeholder="Search studies"
          value={filters.q ?? ""}
          onChange={(e) => set("q", e.target.value)}
        />
      </label>
      <Select
        label="Project"
        value={filters.project_id}
        onChange={(v) => set("project_id", asId(v))}
        items={options.projects}
      />
      <Select
        label="Study type"
        value={filters.type_id}
        onChange={(v) => set("type_id", asId(v))}
        items={options.types}
      />
      <Select
        label="Template"
        value={filters.template_id}
        onChange={(v) => set("template_id", asId(v))}
        items={options.templates}
      />
      <Select
        label="Tag"
        value={filters.tag}
        onChange={(v) => set("tag", v)}
        items={options.tags.map((t) => ({ id: t, name: t }))}
      />
      <Select
        label="Status"
        value={filters.status}
        onChange={(v) => set("status", v as StudyListFilters["status"])}
        items={DISPLAY_STATUS_CODES.map((code) => ({ id: code, name: statusLabel(code) }))}
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={filters.ai === true}
          onChange={(e) => set("ai", e.target.checked ? true : undefined)}
        />
        Created with Bloom
      </label>
    </form>
  );
}

function Select(props: {
  label: string;
  value: string | number | undefined;
  items: { id: string | number; name: string }[];
  onChange(value: string): void;
}) {
  return (
    <label className={filterBar.select}>
      <span>{props.label}</span>
      <select className={filterBar.control} value={props.value ?? ""} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">All</option>
        {props.items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}
