import { useEffect } from "react";
import { logout } from "@/lib/api/auth";
import { CLIENT_ID_KEY } from "@/lib/stores/client";
import { session as tabStorage } from "@/lib/api/storage";

/** The logout page's work: GET /api/auth/logout, forget the session, go to the login page. */
export default function LogoutRunner() {
  useEffect(() => {
    logout()
      .catch(() => {}) // a 401 on the logout page is ignored (000 §8): the session is gone either way
      .finally(() => {
        tabStorage.removeItem(CLIENT_ID_KEY);
        location.replace("/auth/login");
      });
  }, []);
  return <p role="status">Logging out…</p>;
}
