import type { KnownVideo } from "@/lib/stores/videos";
import type { Moment } from "./MomentList";

/** The clips, tasks (with subtasks) and showreel clips of a video as seekable moments. */
export function momentsOf(video: KnownVideo): Record<"clips" | "tasks" | "showreelClips", Moment[]> {
  return {
    clips: (video.clips ?? []).map((clip) => ({
      key: `clip-${clip.id}`,
      start: clip.start,
      end: clip.end,
      label: `“${clip.content}”`,
    })),
    tasks: (video.tasks ?? []).map((task) => ({
      key: `task-${task.id}`,
      start: task.start,
      end: task.end,
      label: task.position_name ? `${task.position_name} ${task.text}` : task.text,
      children: task.subtasks.map((subtask) => ({
        key: `subtask-${subtask.id}`,
        start: subtask.start,
        end: subtask.end,
        label: subtask.text,
      })),
    })),
    showreelClips: (video.showreel_clips ?? []).map((clip) => ({
      key: `reel-${clip.showreel.id}-${clip.quote_id}`,
      start: clip.start,
      end: clip.end,
      label: `${clip.showreel.title}: “${clip.content}”`,
    })),
  };
}
