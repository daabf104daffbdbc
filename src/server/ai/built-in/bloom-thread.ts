import { runOffLoop } from "../../threads/cpu-pool";
import type { BloomTask, BloomTaskResults } from "./bloom-task";

/** Runs one of the built-in engine's CPU tasks in the worker-thread pool, off the event loop. */
export function inBloomThread<Task extends BloomTask>(task: Task): Promise<BloomTaskResults[Task["kind"]]> {
  return runOffLoop<BloomTaskResults[Task["kind"]]>("bloom", task);
}
