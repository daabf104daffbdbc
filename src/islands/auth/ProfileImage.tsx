import { useState } from "react";
import { uploadProfileImage } from "@/lib/api/user";
import styles from "./AuthForm.module.css";

interface Props {
  current: string | null;
  /** Called with the stored upload (its id is what the profile update takes). */
  onUploaded: (upload: { id: number; url: string | null }) => void;
}

/** The profile image with an upload that shows its progress (000 §7). */
export function ProfileImage({ current, onUploaded }: Props) {
  const [preview, setPreview] = useState<string | null>(current);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const upload = await uploadProfileImage(file, setProgress);
      setPreview(URL.createObjectURL(file));
      onUploaded({ id: upload.id, url: upload.file_url });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The upload failed.");
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={styles.field}>
      <span id="profile-image-label">Image</span>
      {preview ? (
        <img
          src={preview}
          alt="Your profile portrait"
          width={96}
          height={96}
          style={{ borderRadius: "50%", objectFit: "cover" }}
        />
      ) : null}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-labelledby="profile-image-label"
        aria-describedby={error ? "profile-image-error" : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
        disabled={progress !== null}
      />
      {progress !== null ? (
        <progress max={1} value={progress} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? (
        <p id="profile-image-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
