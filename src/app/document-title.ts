/** "Page – appName", the title of every page (design brief section 4). */
export function documentTitle(pageTitle: string, appName: string): string {
  return `${pageTitle} – ${appName}`;
}
