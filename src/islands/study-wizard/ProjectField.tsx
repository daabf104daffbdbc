import { FieldMessages } from "@/lib/ui/FieldMessages";

interface Props {
  /** The projects the member may file a study into. */
  projects: { id: number; title: string }[];
  value: number;
  onChange(projectId: number): void;
  /** For the field's error messages' id. */
  id: string;
  errors: readonly string[];
}

/** Which project a study is filed into: asked in both wizard variants (Details, and Bloom's brief). */
export default function ProjectField({ projects, value, onChange, id, errors }: Props) {
  return (
    <label className="field">
      <span>Project</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <FieldMessages id={`${id}-project_id`} list={errors} />
    </label>
  );
}
