/**
 * A scripted browser at the test provider: follows its redirects by hand (keeping its cookies),
 * fills the development login form and the consent form, and stops at the portal's callback.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly callbackPrefix: string) {}

  /**
   * Walks from the authorization URL to the callback URL the provider sends the browser to.
   * `login` is the account id typed into the login form; `deny` presses "abort" instead.
   */
  async signIn(authorizationUrl: string, login: string, options: { deny?: boolean } = {}): Promise<URL> {
    let url = authorizationUrl;
    for (let hop = 0; hop < 12; hop += 1) {
      if (url.startsWith(this.callbackPrefix)) return new URL(url);
      const response = await this.fetch(url);
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url).toString();
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`Provider answered ${response.status}: ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? "", url);
      if (options.deny) {
        url = new URL(`${action.pathname}/abort`, url).toString();
        continue;
      }
      const fields: Record<string, string> =
        prompt === "login" ? { prompt, login, password: "any" } : { prompt: prompt ?? "consent" };
      const posted = await this.fetch(action.toString(), new URLSearchParams(fields));
      url = new URL(posted.headers.get("location") ?? "", action).toString();
    }
    throw new Error("Too many hops at the provider");
  }

  private async fetch(url: string, form?: URLSearchParams): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      body: form,
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
