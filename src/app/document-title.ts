/** "Page – appName", the title of every page (DESIGN.md section 4). */
export function documentTitle(pageTitle: string, appName: string): string {
  return `${pageTitle} – ${appName}`;
}
