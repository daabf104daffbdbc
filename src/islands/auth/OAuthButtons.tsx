import { useEffect, useState } from "react";
import { oauthProviders, oauthRedirectUrl } from "@/lib/api/auth";
import styles from "./AuthForm.module.css";

/** Third-party sign-in buttons, one per provider the server offers; nothing when there are none. */
export function OAuthButtons({ redirectUrl }: { redirectUrl: string }) {
  const [providers, setProviders] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    oauthProviders().then(setProviders, () => setProviders([]));
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className={styles.divider} aria-label="Other ways to sign in" role="group">
      {providers.map((provider) => (
        <a key={provider.id} className={styles.secondary} href={oauthRedirectUrl(provider.id, redirectUrl)}>
          Continue with {provider.name}
        </a>
      ))}
    </div>
  );
}
