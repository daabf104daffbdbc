import { env } from "../env";

/** The default layout's footer links (000 §2), configurable through the environment. */
export function footerLinks(): { label: string; href: string }[] {
  const { TERMS_URL, PRIVACY_URL, STUDY_TERMS_URL, SUBTITLES_HELP_URL } = env();
  return [
    { label: "Terms of service", href: TERMS_URL },
    { label: "Privacy policy", href: PRIVACY_URL },
    { label: "Study terms", href: STUDY_TERMS_URL },
    { label: "Adding subtitles to a presentation", href: SUBTITLES_HELP_URL },
  ];
}
