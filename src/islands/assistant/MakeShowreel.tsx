import { useState } from "react";
import { createShowreel } from "@/lib/api/showreels";
import { paths } from "@/lib/paths";
import type { Citation } from "@/lib/schemas/assistant";
import type { Showreel } from "@/lib/schemas/showreel";
import { showSnackbar } from "@/lib/stores/snackbar";
import answerStyles from "./Answer.module.css";
import controls from "./Controls.module.css";

interface Props {
  question: string;
  citations: Citation[];
}

/** The cited quotes by study, in the order the answer cites them: a showreel is of one study's quotes. */
function quotesByStudy(citations: Citation[]) {
  const studies = new Map<number, { title: string; quotes: number[] }>();
  for (const citation of citations) {
    if (citation.type !== "quote") continue;
    const entry = studies.get(citation.study.id) ?? { title: citation.study.title, quotes: [] };
    entry.quotes.push(citation.id);
    studies.set(citation.study.id, entry);
  }
  return studies;
}

/**
 * "Make a showreel from these clips": one custom showreel per study of the cited quotes (through
 * the showreel calls, so it renders like any other), then its editor opens; with several studies
 * the new showreels are listed to open one by one.
 */
export function MakeShowreel({ question, citations }: Props) {
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Showreel[]>([]);
  const studies = quotesByStudy(citations);
  if (studies.size === 0) return null;

  const make = async () => {
    setBusy(true);
    try {
      const title = `Bloom: ${question}`.slice(0, 200);
      const created = [];
      for (const [studyId, { quotes }] of studies) {
        created.push(await createShowreel({ study_id: studyId, title, quotes }));
      }
      if (created.length === 1) window.location.assign(paths.studyShowreel(created[0]!.study_id, created[0]!.id));
      else setMade(created);
    } catch (failure) {
      showSnackbar(failure instanceof Error ? failure.message : String(failure), "error");
    } finally {
      setBusy(false);
    }
  };

  const clips = [...studies.values()].reduce((sum, study) => sum + study.quotes.length, 0);
  return (
    <div className={answerStyles.showreelAction}>
      <button type="button" className={controls.secondary} onClick={() => void make()} disabled={busy}>
        {busy ? "Making the showreel…" : `Make a showreel from these ${clips === 1 ? "clip" : `${clips} clips`}`}
        {studies.size > 1 ? ` (one per study, ${studies.size})` : ""}
      </button>
      {made.length > 0 && (
        <ul className={answerStyles.madeList} aria-label="Showreels made">
          {made.map((showreel) => (
            <li key={showreel.id}>
              <a href={paths.studyShowreel(showreel.study_id, showreel.id)}>
                {studies.get(showreel.study_id)?.title}: open the showreel
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
