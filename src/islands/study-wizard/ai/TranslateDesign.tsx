import { useState } from "react";
import { translateDesign } from "@/lib/api/bloom";
import { AI_TRANSLATION_LANGUAGES } from "@/lib/constants";
import { languageName } from "@/lib/labels";
import styles from "./Bloom.module.css";

interface TranslateDesignProps {
  studyId: number;
  /** The study's language: the texts are in it, so it is not offered. */
  language: string;
  /** Bloom reads the saved design: with unsaved changes the person saves first. */
  dirty: boolean;
  disabled: boolean;
  /** The translated texts, in designTexts' order, for the editor to apply (unsaved until the step is). */
  onTranslated: (texts: string[]) => void;
}

/**
 * "Translate with Bloom": the saved design's texts into another of the demo languages. An engine
 * that cannot translate says so and nothing changes; a translation lands in the editor as unsaved
 * changes, to review before saving.
 */
export default function TranslateDesign({ studyId, language, dirty, disabled, onTranslated }: TranslateDesignProps) {
  const offered = AI_TRANSLATION_LANGUAGES.filter((code) => code !== language);
  const [to, setTo] = useState<string>(offered[0] ?? "");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; alert: boolean } | null>(null);

  const translate = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await translateDesign(studyId, to);
      if (answer.translated) {
        onTranslated(answer.texts.map((pair) => pair.text));
        setOutcome({
          text: `Translated into ${languageName(to)} by ${answer.engine}. Review the texts, then save.`,
          alert: false,
        });
      } else {
        setOutcome({ text: answer.note ?? `${answer.engine} could not translate the texts.`, alert: false });
      }
    } catch (error) {
      setOutcome({ text: error instanceof Error ? error.message : String(error), alert: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.row}>
      <label className="field">
        <span>Translate the design into</span>
        <select value={to} onChange={(e) => setTo(e.target.value)} disabled={busy || disabled}>
          {offered.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        onClick={() => void translate()}
        disabled={busy || disabled || dirty || !to}
        aria-describedby={dirty ? "translate-needs-save" : undefined}
      >
        {busy ? "Translating…" : "Translate with Bloom"}
      </button>
      {dirty && (
        <p id="translate-needs-save" className={styles.hint}>
          Save your changes first: Bloom translates the saved design.
        </p>
      )}
      {outcome && (
        <p role={outcome.alert ? "alert" : "status"} className={outcome.alert ? undefined : styles.hint}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}
