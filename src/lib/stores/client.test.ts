import { atom } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../api/storage";
import type { CurrentUser, SessionClient } from "../schemas/auth";
import { CLIENT_ID_KEY, selectClientAtLogin } from "./client";

const client = (id: number): SessionClient => ({
  id,
  name: `Client ${id}`,
  socrat_client_id: null,
  can_invite_team_members: true,
  invite_new_users_by_permission: false,
});
const user = (permissions: CurrentUser["permissions"]): CurrentUser => ({
  id: 1,
  name: "Lars",
  surname: "N",
  email: "l@x.test",
  job_title: null,
  company_department: null,
  url: null,
  permissions,
  role: null,
  status: "Active",
  client: client(1),
});

function deps(fetchClients: (id: number) => Promise<SessionClient[]>) {
  const storage = memoryStorage();
  return {
    storage,
    store: atom<SessionClient | null>(null),
    fetchClients: vi.fn(fetchClients),
    dropQueryParameter: vi.fn(),
  };
}

describe("client selection at login (000 §4)", () => {
  const multi = user(["ACCESS_MULTIPLE_CLIENTS"]);

  it("uses the user's own client without ACCESS_MULTIPLE_CLIENTS", async () => {
    const d = deps(async () => [client(2)]);
    await expect(selectClientAtLogin(user([]), "2", d)).resolves.toEqual({ client: client(1), changed: false });
    expect(d.fetchClients).not.toHaveBeenCalled();
  });

  it("takes the query's client, sets it current and remembers it", async () => {
    const d = deps(async (id) => [client(id), client(1)]);
    d.storage.setItem(CLIENT_ID_KEY, "5");
    const result = await selectClientAtLogin(multi, "2", d);
    expect(result).toEqual({ client: client(2), changed: false });
    expect(d.fetchClients).toHaveBeenCalledWith(2);
    expect(d.store.get()).toEqual(client(2));
    expect(d.storage.getItem(CLIENT_ID_KEY)).toBe("2");
  });

  it("else the remembered one", async () => {
    const d = deps(async (id) => [client(id)]);
    d.storage.setItem(CLIENT_ID_KEY, "5");
    expect((await selectClientAtLogin(multi, null, d)).client.id).toBe(5);
  });

  it("a failed lookup of the query's client drops the parameter and uses the own client", async () => {
    const d = deps(async () => Promise.reject(new Error("404")));
    d.storage.setItem(CLIENT_ID_KEY, "5");
    await expect(selectClientAtLogin(multi, "9", d)).resolves.toEqual({ client: client(1), changed: true });
    expect(d.dropQueryParameter).toHaveBeenCalledOnce();
    expect(d.storage.getItem(CLIENT_ID_KEY)).toBe("5");
    expect(d.store.get()).toEqual(client(1));
  });

  it("a failed lookup of the remembered client clears it", async () => {
    const d = deps(async () => []);
    d.storage.setItem(CLIENT_ID_KEY, "5");
    await expect(selectClientAtLogin(multi, null, d)).resolves.toMatchObject({ changed: true });
    expect(d.storage.getItem(CLIENT_ID_KEY)).toBeNull();
    expect(d.dropQueryParameter).not.toHaveBeenCalled();
  });
});
