import { completedStudy } from "./research";

/** The signed-in pages the page benches measure, with ids from the demo data. */
export async function signedInPages(url: string, bearer: string): Promise<{ name: string; path: string }[]> {
  const { study, insight } = await completedStudy(url, bearer);
  const projects = await fetch(`${url}/api/projects`, { headers: { authorization: bearer } });
  const [project] = ((await projects.json()) as { data: { id: number }[] }).data;
  return [
    { name: "/home", path: "/home" },
    { name: "/studies", path: "/studies" },
    { name: "/users", path: "/users" },
    { name: "/assistant", path: "/assistant" },
    { name: "/studies/create", path: "/studies/create" },
    ...(project ? [{ name: "project", path: `/projects/${project.id}` }] : []),
    { name: "summary", path: `/studies/${study}/summary` },
    { name: "details", path: `/studies/${study}/details` },
    { name: "insight", path: `/studies/${study}/insights/${insight}` },
    { name: "quotes", path: `/studies/${study}/quotes` },
    { name: "videos", path: `/studies/${study}/videos` },
  ];
}
