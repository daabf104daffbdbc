import { useState } from "react";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import own from "./MaterialsStep.module.css";

interface MaterialListProps {
  materials: StudyMaterial[];
  locked: boolean;
  onRemove: (material: StudyMaterial) => Promise<void>;
}

const typeLabel = (m: StudyMaterial) => {
  if (m.kind === "LINK") return "Link";
  const type = m.mime_type ?? m.file_mime_type ?? "";
  if (type.startsWith("image/")) return "Image";
  if (type.startsWith("video/")) return "Video";
  if (type === "application/pdf") return "PDF";
  return "File";
};

/** The study's materials as cards: a thumbnail (images and videos) or the kind, the name, Delete. */
export default function MaterialList({ materials, locked, onRemove }: MaterialListProps) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!materials.length) return <p className={own.empty}>No study materials yet.</p>;
  return (
    <>
      {error && (
        <p role="alert" className={own.error}>
          {error}
        </p>
      )}
      <ol className={own.list} aria-label="Study materials">
        {materials.map((m, index) => (
          <li key={m.id} className={own.item}>
            {m.thumbnail ? (
              <img src={m.thumbnail} alt="" className={own.thumb} loading="lazy" />
            ) : (
              <span className={own.thumb} aria-hidden="true">
                {typeLabel(m)}
              </span>
            )}
            <span className={own.meta}>
              <strong>{m.title || m.file_name || m.link}</strong>
              <small>
                {index + 1}. {typeLabel(m)}
                {m.link ? ` · ${m.link}` : ""}
              </small>
            </span>
            {!locked && (
              <button
                type="button"
                className="button"
                aria-label={`Delete ${m.title || m.file_name || m.link}`}
                disabled={removing === m.id}
                onClick={() => {
                  setRemoving(m.id);
                  setError(null);
                  onRemove(m)
                    .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
                    .finally(() => setRemoving(null));
                }}
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
