import type { QuoteFilters } from "@/lib/api/quotes";
import type { QuoteFilterOptions, QuoteSearchMode } from "@/lib/schemas/quote";
import { FilterBar, SearchBox } from "@/lib/ui/FilterBar";
import { LabeledSelect } from "@/lib/ui/LabeledSelect";

type Filters = Omit<QuoteFilters, "study_id">;

interface Props {
  filters: Filters;
  options: QuoteFilterOptions;
  /** False on segment pages, where the segment is the page's own. */
  segmentFilter: boolean;
  onChange(filters: Filters): void;
}

const MODES: { id: QuoteSearchMode; label: string }[] = [
  { id: "all", label: "All words" },
  { id: "any", label: "Any word" },
  { id: "phrase", label: "Exact phrase" },
];

const one = (value: string) => (value ? [Number(value)] : undefined);

/** Search box, search mode and the task, subtask, segment and business-question filters; native labelled controls. */
export function QuoteFiltersForm({ filters, options, segmentFilter, onChange }: Props) {
  const task = options.tasks.find((t) => t.id === filters.task_ids?.[0]);
  const tasks = filters.objective_ids?.length
    ? options.tasks.filter((t) => t.objective_id === filters.objective_ids![0])
    : options.tasks;
  return (
    <FilterBar>
      <SearchBox
        label="Search quotes"
        value={filters.search ?? ""}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <LabeledSelect
        fixedWidth
        label="Match"
        value={filters.search_mode ?? "all"}
        items={MODES}
        onChange={(v) => onChange({ ...filters, search_mode: (v || "all") as QuoteSearchMode })}
        all={null}
      />
      {options.objectives.length > 1 ? (
        <LabeledSelect
          fixedWidth
          label="Business question"
          value={filters.objective_ids?.[0]}
          items={options.objectives}
          onChange={(v) => onChange({ ...filters, objective_ids: one(v), task_ids: undefined, subtask_ids: undefined })}
        />
      ) : null}
      <LabeledSelect
        fixedWidth
        label="Task"
        value={filters.task_ids?.[0]}
        items={tasks}
        onChange={(v) => onChange({ ...filters, task_ids: one(v), subtask_ids: undefined })}
      />
      {task && task.subtasks.length ? (
        <LabeledSelect
          fixedWidth
          label="Subtask"
          value={filters.subtask_ids?.[0]}
          items={task.subtasks}
          onChange={(v) => onChange({ ...filters, subtask_ids: one(v) })}
        />
      ) : null}
      {segmentFilter && options.segments.length > 1 ? (
        <LabeledSelect
          fixedWidth
          label="Segment"
          value={filters.segment_ids?.[0]}
          items={options.segments}
          onChange={(v) => onChange({ ...filters, segment_ids: one(v) })}
        />
      ) : null}
    </FilterBar>
  );
}
