import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DesignTask } from "./design-state";
import { materialName } from "@/lib/labels";
import styles from "./ParticipantPreview.module.css";
import { PreviewAnswer } from "./PreviewAnswer";

interface Props {
  task: DesignTask | null;
  /** "Section 1 · Question 2" */
  position: string;
  /** The materials the participant sees with the question. */
  materials: readonly StudyMaterial[];
  headingId: string;
}

function MaterialThumb({ material }: { material: StudyMaterial }) {
  const name = materialName(material);
  const image = material.thumbnail ?? (material.mime_type?.startsWith("image/") ? material.url : null);
  return (
    <li className={styles.material}>
      {image ? (
        <img src={image} alt="" loading="lazy" />
      ) : (
        <span className={styles.fileIcon} aria-hidden="true">
          {material.kind === "LINK" ? "Link" : "File"}
        </span>
      )}
      <span>{name}</span>
    </li>
  );
}

/**
 * What a participant will see for the selected question: its text, its study materials and the
 * answer control, all disabled, under a clear "Preview" label.
 */
export function ParticipantPreview({ task, position, materials, headingId }: Props) {
  return (
    <aside className={styles.preview} aria-labelledby={headingId}>
      <h2 id={headingId}>
        Preview <span className={styles.sub}>what a participant sees</span>
      </h2>
      {task ? (
        <div className={styles.screen}>
          <p className={styles.position}>{position}</p>
          <p className={styles.question}>{task.text.trim() || <em>The question text appears here.</em>}</p>
          {materials.length > 0 && (
            <ul className={styles.materials} aria-label="Study materials">
              {materials.map((material) => (
                <MaterialThumb key={material.id} material={material} />
              ))}
            </ul>
          )}
          <PreviewAnswer task={task} />
        </div>
      ) : (
        <p className={styles.empty}>Select a question to see it as a participant will.</p>
      )}
    </aside>
  );
}
