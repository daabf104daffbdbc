import { PgBoss } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "@/server/env";
import { boss, stopBoss } from "./boss";
import { JOB_HEARTBEAT_SECONDS, JOB_SUPERVISE_SECONDS, queues } from "./queues";
import { enqueueShowreelRender } from "./showreel-render";

afterAll(() => stopBoss(1_000));

describe("a render whose worker died", () => {
  it(
    "is put back for another worker within a heartbeat and a supervision, not left taken until it expires",
    { timeout: 120_000 },
    async () => {
      // This process supervises, as `npm start`'s worker does; it takes no jobs itself here.
      const supervisor = await boss({ supervise: true });
      await enqueueShowreelRender(2_000_000_001, 1);

      // Another worker takes the render and dies: killed, its machine lost; it never says more.
      const dying = new PgBoss({ connectionString: env().DATABASE_URL!, supervise: false, schedule: false, max: 1 });
      dying.on("error", () => {});
      await dying.start();
      const [taken] = await dying.fetch<{ showreelId: number }>(queues.showreelRender.name);
      expect(taken?.data.showreelId).toBe(2_000_000_001);
      await dying.stop({ graceful: false });
      const died = Date.now();

      let job = await supervisor.getJobById(queues.showreelRender.name, taken!.id);
      expect(job?.state).toBe("active");
      while (job?.state === "active" && Date.now() - died < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        job = await supervisor.getJobById(queues.showreelRender.name, taken!.id);
      }
      expect(job?.state).toBe("retry");
      expect((Date.now() - died) / 1000).toBeLessThan(JOB_HEARTBEAT_SECONDS + JOB_SUPERVISE_SECONDS + 10);

      // Any worker now takes it again.
      const [again] = await supervisor.fetch<{ showreelId: number }>(queues.showreelRender.name);
      expect(again?.id).toBe(taken!.id);
    },
  );
});
