import { useEffect, useId, useMemo, useState } from "react";
import { createStudy } from "@/lib/api/study-draft";
import { jsonIsland } from "@/lib/json-island";
import { messages } from "@/lib/messages";
import { markPureIsland } from "@/lib/pure-island";
import type { StudyTemplateSummary, StudyType } from "@/lib/schemas/marketplace";
import { stepHref } from "@/lib/wizard-steps";
import ErrorSummary from "./ErrorSummary";
import { ActionBar } from "./StepActions";
import TemplateCard from "./TemplateCard";
import { leave } from "./use-step-save";
import styles from "./Wizard.module.css";
import own from "./TemplatePicker.module.css";

export interface TemplatePickerProps {
  templates: StudyTemplateSummary[];
  types: StudyType[];
  initialTemplateId: number | null;
  projectId: number | null;
}

const matches = (t: StudyTemplateSummary, q: string) =>
  !q || `${t.title} ${t.purpose} ${t.study_type?.name ?? ""}`.toLowerCase().includes(q.toLowerCase());

/**
 * SELECT_TEMPLATE: the library as cards with search and type filters, the recommended first.
 * Continue saves the draft for the first time and opens its next step.
 */
function TemplatePicker({ templates, types, initialTemplateId, projectId }: TemplatePickerProps) {
  const [query, setQuery] = useState("");
  const [typeId, setTypeId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(initialTemplateId);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  // The chosen template stays in the address, so a reload or Back keeps it (001 §2 template_id).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (selected) url.searchParams.set("template_id", String(selected));
    else url.searchParams.delete("template_id");
    window.history.replaceState(window.history.state, "", url);
  }, [selected]);

  const shown = useMemo(
    () => templates.filter((t) => matches(t, query.trim()) && (typeId === null || t.study_type?.id === typeId)),
    [templates, query, typeId],
  );
  const recommended = shown.filter((t) => t.recommended);
  const others = shown.filter((t) => !t.recommended);

  const start = async () => {
    if (!selected) {
      setErrors({ template_id: [messages.templateRequired] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const draft = await createStudy({ template_id: selected, ...(projectId ? { project_id: projectId } : {}) });
      leave(stepHref(draft.id, "DETAILS"), { replace: true });
    } catch (error) {
      setErrors({ template_id: [error instanceof Error ? error.message : String(error)] });
      setBusy(false);
    }
  };

  const grid = (list: StudyTemplateSummary[], label: string) => (
    <ul className="card-grid" aria-label={label}>
      {list.map((t) => (
        <li key={t.id}>
          <TemplateCard
            template={t}
            name={`${id}-template`}
            checked={selected === t.id}
            onSelect={() => setSelected(t.id)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.form}>
      <ErrorSummary errors={errors} />
      <div className={own.filters}>
        <label className="field">
          <span>Search templates</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Concept, checkout, ad…"
          />
        </label>
        <fieldset className={own.types}>
          <legend>Study type</legend>
          <div className={own.chips}>
            {[{ id: null, name: "All types" }, ...types].map((type) => (
              <label key={type.id ?? "all"} className={own.chip}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={typeId === type.id}
                  onChange={() => setTypeId(type.id)}
                />
                {type.name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className={styles.hint} role="status">
        {shown.length} of {templates.length} templates
      </p>
      <fieldset className={own.library}>
        <legend className={own.visuallyHidden}>Template</legend>
        {recommended.length > 0 && (
          <section aria-labelledby={`${id}-rec`}>
            <h2 id={`${id}-rec`}>Recommended</h2>
            {grid(recommended, "Recommended templates")}
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby={`${id}-all`}>
            <h2 id={`${id}-all`}>{recommended.length ? "More templates" : "Templates"}</h2>
            {grid(others, "More templates")}
          </section>
        )}
        {shown.length === 0 && <p className={own.empty}>No template matches. Try another word or type.</p>}
      </fieldset>
      <div className={own.sticky}>
        <ActionBar
          start={
            <a className="button" href="/studies">
              Cancel
            </a>
          }
        >
          <span className={own.choice} aria-live="polite">
            {selected ? `Selected: ${templates.find((t) => t.id === selected)?.title ?? ""}` : "No template selected"}
          </span>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void start()}
          >
            {busy ? "Creating…" : "Continue"}
          </button>
        </ActionBar>
      </div>
    </div>
  );
}

// The library is a page-sized list: its props travel as one JSON text (src/lib/json-island.tsx).
const TemplatePickerIsland = jsonIsland(TemplatePicker);
// Its markup is its props' alone: the server renders the library once per distinct props.
markPureIsland(TemplatePickerIsland);
export default TemplatePickerIsland;
