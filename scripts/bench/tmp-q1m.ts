import fs from "node:fs/promises";
import path from "node:path";
import { insertGeneratedQuotes } from "./quote-generator";
import { connectToDatabase, databaseUrlOf, startServer } from "./server";

const dataDir = "/tmp/q1m";
await fs.mkdir(dataDir, { recursive: true });
await fs.chmod(dataDir, 0o755);
const server = await startServer({ DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media") });
const client = await connectToDatabase(dataDir);
const { rows } = await client.query("select count(*)::int n from quotes");
if (rows[0].n < 1_000_000) {
  await insertGeneratedQuotes(client, 1_000_000 - rows[0].n, {
    sql: `select q.client_id, q.study_id, q.segment_id, q.interview_id, q.participant_id, q.task_id
          from quotes q join studies s on s.id = q.study_id
         where s.client_id = (select default_client_id from users where email = 'admin@demo.test') order by q.id`,
    perSource: 1,
  });
}
console.log("READY", server.url, await databaseUrlOf(dataDir));
await new Promise(() => {});
