/** A link of the header, the drawer or the user menu, decided on the server by permission. */
export interface ShellLink {
  label: string;
  href: string;
  /** A second line, such as the client id of the client switcher. */
  detail?: string;
  current?: boolean;
}
